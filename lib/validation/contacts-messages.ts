// Apart from the zod rules, so that a form that only shows a message loads no zod.
import { unprintableMessage } from './printable-text';

/** Contacts an import may carry at once (a CSV, or one API call): every one is looked up. */
export const MAX_IMPORT_CONTACTS = 500;
export const MAX_LIST_NAME_LENGTH = 100;
/** Contacts a page of a list shows. */
export const CONTACTS_PAGE_SIZE = 25;
export const LISTS_PAGE_SIZE = 25;
/** A search needs this many characters: the trigram index reads no shorter text. */
export const MIN_SEARCH_LENGTH = 3;

/** The name 'Save as a list' suggests (the user may change it): within the list-name bound. */
export const audienceListName = (audience: 'responders' | 'non_responders', campaignName: string) =>
  `${audience === 'responders' ? 'Responders' : 'Non-responders'} of ${campaignName}`
    .slice(0, MAX_LIST_NAME_LENGTH)
    .trim();

/** How a list's page may be ordered (the `sort` of its address), each through an index of its own. */
export const CONTACT_SORTS = { added: 'Date added', name: 'Name', city: 'City' } as const;
export type ContactSort = keyof typeof CONTACT_SORTS;
export const isContactSort = (value: unknown): value is ContactSort =>
  typeof value === 'string' && Object.hasOwn(CONTACT_SORTS, value);

export const CONTACT_MESSAGES = {
  listNameRequired: 'List name is required',
  listNameTooLong: `List name can have at most ${MAX_LIST_NAME_LENGTH} characters`,
  listNameUnprintable: unprintableMessage('List name'),
  listNotFound: 'List not found',
  contactNotFound: 'Contact not found',
  tooManyContacts: `An import can have at most ${MAX_IMPORT_CONTACTS} contacts. Split the file and import it in parts.`,
  noContacts: 'Add at least one contact.',
  duplicateContact: 'This list already has a contact at this address.',
  createListFailed: 'Failed to create list',
  deleteListFailed: 'Failed to delete list',
  importFailed: 'Failed to import contacts',
  saveContactFailed: 'Failed to save contact',
  deleteContactFailed: 'Failed to delete contact',
  copyFailed: 'Failed to copy contacts',
  loadFailed: 'Failed to load contacts',
  emptyList: 'This list has no contacts to send to.',
  allRecent:
    'Every contact of this list was mailed on this campaign in the last 90 days and is skipped. Choose "Send to them anyway" to mail them again.',
  sendFailed: 'Failed to send to the list',
  copyToSameList: 'Choose another list to copy to.',
  chooseTargetList: 'Choose the list to copy to.',
  nothingSelected: 'Select at least one contact.',
  deleted: (n: number) => `Deleted ${n.toLocaleString('en-US')} contact${n === 1 ? '' : 's'}.`,
  copied: (n: number, list: string, there: number) =>
    `Copied ${n.toLocaleString('en-US')} contact${n === 1 ? '' : 's'} to “${list}”` +
    (there ? `; ${there.toLocaleString('en-US')} ${there === 1 ? 'was' : 'were'} there already.` : '.'),
  reportKept: 'This report stays on the list’s page until you dismiss it.',
  searchTooShort: `Type at least ${MIN_SEARCH_LENGTH} characters to search.`,
  chooseList: 'Choose the list to send to.',
  chooseCampaign: 'Choose the campaign to send these postcards on.',
  savedAsList: (name: string, count: number) =>
    `Saved ${count.toLocaleString('en-US')} contact${count === 1 ? '' : 's'} to the list "${name}".`,
} as const;

/**
 * What an import did: contacts added, rows whose address the list already had (`duplicates`),
 * each refused row with its index (from 0) and why, and each row repeating an earlier row's
 * address within the same file (`repeated`, apart from the list's duplicates).
 */
export type ImportReport = {
  added: number;
  duplicates: number;
  invalid: { index: number; message: string }[];
  repeated: { index: number; firstIndex: number; name: string }[];
};

/**
 * A contact's custom values (decision 049): at most 20 (a template's own bound), each key a
 * template custom value id (a lower-case letter, then up to 39 lower-case letters, digits or
 * underscores), each value at most 200 characters — the single send's rules.
 */
export const MAX_CONTACT_VALUES = 20;
export const CUSTOM_VALUE_KEY = /^[a-z][a-z0-9_]{0,39}$/;
export const CONTACT_VALUE_MESSAGES = {
  tooMany: `A contact can have at most ${MAX_CONTACT_VALUES} custom values`,
  keyInvalid:
    'A custom value name must start with a lower-case letter and have at most 40 lower-case letters, digits or underscores',
  reserved: 'recipient_name and address_2 are filled from the name and line 2 columns, not as custom values',
  duplicateKey: (key: string) => `Two columns are mapped to the custom value ${key}. Give each its own name.`,
} as const;

/** Before a send: the message's placeholders no contact of the list fills (lib/contacts/unfilled-placeholders.ts). */
export function unfilledMessage(items: { placeholder: string; defaultValue: string }[]): string {
  const named = items.map(
    (i) => `${i.placeholder} (${i.defaultValue ? `default “${i.defaultValue}”` : 'no default: left blank'})`,
  );
  return `No contact of this list has a value for ${named.join(', ')}. Every card prints ${items.length === 1 ? 'its' : 'their'} default instead.`;
}

export const IMPORT_REPORT_MESSAGES = {
  notFound: 'This import report was dismissed.',
  nothingToRetry: 'These rows are no longer in the report.',
  updateFailed: 'Failed to update the import report',
  repeatedRow: (firstIndex: number) => `Same address as row ${firstIndex + 1} of this file`,
} as const;

/** Contacts one send to a list may place orders for (each one an order, its recipient and its link). */
export const MAX_LIST_SEND = 10_000;
export const LIST_SEND_MESSAGES = {
  tooLarge: `A send can go to at most ${MAX_LIST_SEND.toLocaleString('en-US')} contacts. Split the list and send it in parts.`,
  invalidToken: 'This confirmation has expired. Check the send again.',
} as const;
