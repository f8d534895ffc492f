'use strict';

const { apiUrl } = require('../lib/api');

// Feeds the List dropdowns (hidden), 100 lists a page: Zapier asks for more as the user scrolls.
module.exports = {
  key: 'list',
  noun: 'List',
  display: { label: 'Contact Lists', description: 'Lists your contact lists for dropdowns.', hidden: true },
  operation: {
    canPaginate: true,
    perform: async (z, bundle) => {
      const params = { page_size: 100 };
      if (bundle.meta && bundle.meta.page) {
        const after = await z.cursor.get();
        if (!after) return [];
        params.after = after;
      }
      const response = await z.request({ url: apiUrl('/lists'), params });
      const page = response.data;
      await z.cursor.set(page.next_cursor || '');
      return page.data.map((list) => ({
        id: list.id,
        name: list.name,
        label: `${list.name} (${list.contact_count} contact${list.contact_count === 1 ? '' : 's'})`,
        contact_count: list.contact_count,
      }));
    },
    sample: {
      id: '0f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f',
      name: 'Open house visitors',
      label: 'Open house visitors (12 contacts)',
      contact_count: 12,
    },
  },
};
