'use strict';

const { apiUrl } = require('../lib/api');

/** A dropdown shows at most this many pages of 100 lists; nobody scrolls through more. */
const MAX_PAGES = 5;

// Feeds the List dropdowns (hidden: not offered as a trigger of its own). The API pages lists by
// cursor; the pages are read here one after another, newest list first.
module.exports = {
  key: 'list',
  noun: 'List',
  display: { label: 'Contact Lists', description: 'Lists your contact lists for dropdowns.', hidden: true },
  operation: {
    perform: async (z) => {
      const lists = [];
      let after = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const params = after ? { page_size: 100, after } : { page_size: 100 };
        const response = await z.request({ url: apiUrl('/lists'), params });
        lists.push(...response.data.data);
        after = response.data.next_cursor;
        if (!after) break;
      }
      return lists.map((list) => ({
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
