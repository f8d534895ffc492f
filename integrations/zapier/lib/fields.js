'use strict';

// Input fields several actions share, worded for someone mapping them from a CRM or a form.

const campaignField = {
  key: 'campaign_id',
  label: 'Campaign',
  required: true,
  dynamic: 'campaign.id.label',
  helpText:
    'The campaign whose card is mailed: its template (front, handwritten message, size) and tracking. ' +
    'Create campaigns in Inkpost under **Campaigns**.',
};

const listField = {
  key: 'list_id',
  label: 'Contact List',
  required: true,
  dynamic: 'list.id.label',
  helpText: 'One of your lists from Inkpost’s **Contacts** page.',
};

const sendDateField = {
  key: 'send_date',
  label: 'Send Date',
  type: 'datetime',
  required: false,
  helpText:
    'Leave empty to mail as soon as the card is paid. Or a day up to 180 days ahead (e.g. `2026-12-24`, or ' +
    '"in 3 days"): the card is charged now and waits as Scheduled until then; you can cancel it in Inkpost ' +
    'before that day for a full refund.',
};

const customValuesField = {
  key: 'custom_values',
  label: 'Custom Values',
  dict: true,
  required: false,
  helpText:
    'Values for the custom fields of your template’s message, by field id: e.g. `offer_code` → `SPRING` fills ' +
    '{{offer_code}}. Fields the template does not use are ignored.',
};

/** The address fields, with `prefix` before each API name (recipient_ for orders, none for contacts). */
function addressFields(prefix) {
  return [
    {
      key: `${prefix}address_1`,
      label: 'Street Address',
      required: true,
      helpText:
        'House number and street, e.g. `123 Main St`. US addresses only; it is checked before anything is mailed.',
    },
    {
      key: `${prefix}address_2`,
      label: 'Apartment, Suite, Unit',
      required: false,
      helpText: 'Line 2 of the address, e.g. `Apt 4B` or `Suite 200`. Leave empty when there is none.',
    },
    { key: `${prefix}city`, label: 'City', required: true },
    { key: `${prefix}state`, label: 'State', required: true, helpText: 'The 2-letter code, e.g. `IL`.' },
    {
      key: `${prefix}zip`,
      label: 'ZIP Code',
      required: true,
      helpText: '5 digits (ZIP+4 is fine), e.g. `62701`. It must match the street address.',
    },
  ];
}

module.exports = { campaignField, listField, sendDateField, customValuesField, addressFields };
