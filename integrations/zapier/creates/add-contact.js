'use strict';

const { apiUrl, customValues } = require('../lib/api');
const { addressFields, customValuesField, listField } = require('../lib/fields');

module.exports = {
  key: 'add_contact',
  noun: 'Contact',
  display: {
    label: 'Add a Contact to a List',
    description:
      'Adds a person to one of your contact lists (e.g. everyone who fills in your open-house form), ready for a ' +
      'send to the list.',
  },
  operation: {
    inputFields: [
      listField,
      { key: 'name', label: 'Name', required: true, helpText: 'As printed on their cards, e.g. `Jane Doe`.' },
      ...addressFields(''),
      customValuesField,
    ],
    perform: async (z, bundle) => {
      const input = bundle.inputData;
      const contact = {
        name: input.name,
        address_1: input.address_1,
        city: input.city,
        state: input.state,
        zip: input.zip,
      };
      if (input.address_2 && String(input.address_2).trim()) contact.address_2 = String(input.address_2).trim();
      const values = customValues(input.custom_values);
      if (values) contact.custom_values = values;
      const response = await z.request({
        url: apiUrl(`/lists/${encodeURIComponent(input.list_id)}/contacts`),
        method: 'POST',
        body: { contacts: [contact] },
      });
      const report = response.data;
      // Inkpost checks each address: a refused one is this step's error, in Inkpost's words.
      if (report.invalid.length) {
        throw new z.errors.Error(
          `Inkpost did not add ${input.name}: ${report.invalid[0].message}`,
          'invalid_contact',
          422,
        );
      }
      return {
        list_id: input.list_id,
        added: report.added === 1,
        already_in_list: report.duplicates === 1,
        name: contact.name,
        address_1: contact.address_1,
        address_2: contact.address_2 || null,
        city: contact.city,
        state: contact.state,
        zip: contact.zip,
      };
    },
    sample: {
      list_id: '0f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f',
      added: true,
      already_in_list: false,
      name: 'Jane Doe',
      address_1: '123 Main St',
      address_2: 'Apt 4B',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    },
    outputFields: [
      { key: 'added', label: 'Added', type: 'boolean' },
      { key: 'already_in_list', label: 'Already in the List', type: 'boolean' },
      { key: 'list_id', label: 'List ID' },
      { key: 'name', label: 'Name' },
    ],
  },
};
