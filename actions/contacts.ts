'use server';

import { z } from 'zod';
import { userAction, userFormAction } from '@/lib/actions/safe-action';
import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import { addContact } from '@/lib/contacts/add-contact';
import { createList } from '@/lib/contacts/create-list';
import { copyContacts } from '@/lib/contacts/copy-contacts';
import { deleteContact } from '@/lib/contacts/delete-contact';
import { deleteContacts } from '@/lib/contacts/delete-contacts';
import { deleteList } from '@/lib/contacts/delete-list';
import { dismissImportReport } from '@/lib/contacts/dismiss-import-report';
import { getImportReports } from '@/lib/contacts/get-import-reports';
import { importContacts } from '@/lib/contacts/import-contacts';
import { importCsv, splitMapping } from '@/lib/contacts/import-csv';
import { removeImportRow } from '@/lib/contacts/remove-import-row';
import { retryImportRows } from '@/lib/contacts/retry-import-rows';
import { listPickerLists } from '@/lib/contacts/list-lists';
import { quoteListSend } from '@/lib/contacts/quote-list-send';
import { saveAudienceAsList } from '@/lib/contacts/save-audience-as-list';
import { sendToList } from '@/lib/contacts/send-to-list';
import { sendToListAndAddFunds } from '@/lib/contacts/send-to-list-and-add-funds';
import { updateContact } from '@/lib/contacts/update-contact';
import { campaignView } from '@/lib/campaigns/campaign-view';
import { listCampaigns } from '@/lib/campaigns/list-campaigns';
import { UserFacingError } from '@/lib/errors';
import { AddFundsSchema } from '@/lib/validation/add-funds';
import { ImportFormSchema, readMappedRows } from '@/lib/validation/mapped-rows-form';
import { CONTACT_MESSAGES, IMPORT_REPORT_MESSAGES } from '@/lib/validation/contacts-messages';
import {
  AddContactFormSchema,
  ConfirmListSendSchema,
  ContactFormSchema,
  CopyContactsSchema,
  DeleteContactsSchema,
  EditContactFormSchema,
  CreateListSchema,
  ImportCsvSchema,
  ImportRowSchema,
  ListNameSchema,
  ListSendSchema,
  RetryImportSchema,
} from '@/lib/validation/contacts';

const Id = z.string().min(1).max(100);

export const createListAction = userAction(
  CreateListSchema,
  { name: 'create-list', fallbackError: CONTACT_MESSAGES.createListFailed },
  async ({ name }, user) => createList(user.id, name),
);

export const deleteListAction = userAction(
  z.object({ listId: Id }),
  { name: 'delete-list', fallbackError: CONTACT_MESSAGES.deleteListFailed },
  async ({ listId }, user) => deleteList(user.id, listId),
);

export const importContactsAction = userAction(
  ImportCsvSchema,
  { name: 'import-contacts', fallbackError: CONTACT_MESSAGES.importFailed },
  async ({ listId, rows, mapping }, user) => {
    const { added, duplicates, invalid, repeated } = await importContacts(user.id, listId, {
      rows,
      ...splitMapping(rows, mapping),
    });
    return { added, duplicates, invalid, repeated };
  },
);

/** Contacts picked on a list's page (or all matching its search) deleted at once. */
export const deleteContactsAction = userAction(
  DeleteContactsSchema,
  { name: 'delete-contacts', fallbackError: CONTACT_MESSAGES.deleteContactFailed },
  async ({ listId, selection }, user) => ({ deleted: await deleteContacts(user.id, listId, selection) }),
);

/** Contacts picked on a list's page (or all matching its search) copied into another list. */
export const copyContactsAction = userAction(
  CopyContactsSchema,
  { name: 'copy-contacts', fallbackError: CONTACT_MESSAGES.copyFailed },
  async ({ listId, targetListId, selection }, user) => copyContacts(user.id, listId, targetListId, selection),
);

/** The lists a selection may be copied to: the user's others, by name. */
export const copyTargetsAction = userAction(
  z.object({ listId: Id }),
  { name: 'copy-targets', fallbackError: CONTACT_MESSAGES.loadFailed },
  async ({ listId }, user) =>
    (await listPickerLists(user.id)).filter((l) => l.id !== listId).map(({ id, name }) => ({ id, name })),
);

/** Refused rows of a kept import report, fixed in place, checked and imported again. */
export const retryImportRowsAction = userAction(
  RetryImportSchema,
  { name: 'retry-import-rows', fallbackError: CONTACT_MESSAGES.importFailed },
  async ({ reportId, rows }, user) => retryImportRows(user.id, reportId, rows),
);

/** One row taken off a kept import report. */
export const removeImportRowAction = userAction(
  ImportRowSchema,
  { name: 'remove-import-row', fallbackError: IMPORT_REPORT_MESSAGES.updateFailed },
  async ({ reportId, index }, user) => removeImportRow(user.id, reportId, index),
);

/** 'Dismiss' on a kept import report. */
export const dismissImportReportAction = userAction(
  z.object({ reportId: Id }),
  { name: 'dismiss-import-report', fallbackError: IMPORT_REPORT_MESSAGES.updateFailed },
  async ({ reportId }, user) => dismissImportReport(user.id, reportId),
);

/** A list's open import reports (the list page's banner opens one). */
export const importReportsAction = userAction(
  z.object({ listId: Id }),
  { name: 'import-reports', fallbackError: CONTACT_MESSAGES.loadFailed },
  async ({ listId }, user) => getImportReports(user.id, listId),
);

export const addContactAction = userAction(
  ContactFormSchema.extend({ listId: Id }),
  { name: 'add-contact', fallbackError: CONTACT_MESSAGES.saveContactFailed },
  async ({ listId, placeId, sessionToken, ...input }, user) => {
    if (!placeId || !sessionToken) throw new UserFacingError(ADDRESS_MESSAGES.notValidated);
    return addContact(user.id, listId, { ...input, placeId, sessionToken });
  },
);

export const updateContactAction = userAction(
  ContactFormSchema.extend({ contactId: Id }),
  { name: 'update-contact', fallbackError: CONTACT_MESSAGES.saveContactFailed },
  async ({ contactId, ...input }, user) => updateContact(user.id, contactId, input),
);

export const deleteContactAction = userAction(
  z.object({ contactId: Id }),
  { name: 'delete-contact', fallbackError: CONTACT_MESSAGES.deleteContactFailed },
  async ({ contactId }, user) => deleteContact(user.id, contactId),
);

export const saveAudienceAsListAction = userAction(
  z.object({ campaignId: Id, audience: z.enum(['responders', 'non_responders']), name: ListNameSchema.optional() }),
  { name: 'save-audience-as-list', fallbackError: CONTACT_MESSAGES.createListFailed },
  async ({ campaignId, audience, name }, user) => saveAudienceAsList(user.id, campaignId, audience, name),
);

/** The pickers of a send to a list: the user's lists and campaigns. */
export const listSendChoicesAction = userAction(
  z.object({}),
  { name: 'list-send-choices', fallbackError: CONTACT_MESSAGES.loadFailed },
  async (_input, user) => {
    const [lists, campaigns] = await Promise.all([listPickerLists(user.id), listCampaigns(user.id)]);
    return {
      lists: lists.map(({ id, name, contactCount }) => ({ id, name, contactCount })),
      campaigns: campaigns.map(campaignView),
    };
  },
);

export const quoteListSendAction = userAction(
  ListSendSchema,
  { name: 'quote-list-send', fallbackError: 'Failed to calculate pricing. Please try again.' },
  async ({ listId, campaignId }, user) => quoteListSend(user.id, listId, campaignId),
);

/** The choose step of Send to a list as a `<form action>`: the list and the campaign checked beside their fields. */
export const quoteListSendFormAction = userFormAction(
  ListSendSchema,
  { name: 'quote-list-send', fallbackError: 'Failed to calculate pricing. Please try again.' },
  async ({ listId, campaignId }, user) => quoteListSend(user.id, listId, campaignId),
);

export const sendToListAction = userAction(
  ConfirmListSendSchema,
  { name: 'send-to-list', fallbackError: CONTACT_MESSAGES.sendFailed },
  async (input, user) => sendToList(user.id, input),
);

export const sendToListAndAddFundsAction = userAction(
  ConfirmListSendSchema.extend({ amount: AddFundsSchema.shape.amount }),
  { name: 'send-to-list-add-funds', fallbackError: 'Failed to load payment portal' },
  async ({ amount, ...input }, user) => sendToListAndAddFunds(user.id, { ...input, amountCents: amount }),
);

/** 'New list' as a `<form action>`: the name checked beside its field. */
export const createListFormAction = userFormAction(
  CreateListSchema,
  { name: 'create-list', fallbackError: CONTACT_MESSAGES.createListFailed, echo: ['name'] },
  async ({ name }, user) => {
    const list = await createList(user.id, name);
    return { id: list.id };
  },
);

/** 'Add contact' as a `<form action>`: name, address and line 2 each checked beside its field. */
export const addContactFormAction = userFormAction(
  AddContactFormSchema,
  { name: 'add-contact', fallbackError: CONTACT_MESSAGES.saveContactFailed },
  async ({ listId, placeId, sessionToken, name, address2 }, user) => {
    // The schema refuses a form without both; this keeps the types honest.
    if (!placeId || !sessionToken) throw new UserFacingError(ADDRESS_MESSAGES.notValidated);
    await addContact(user.id, listId, { name, address2, placeId, sessionToken });
    return null;
  },
);

/** 'Edit contact' as a `<form action>`: the address changes only when a new one was picked. */
export const updateContactFormAction = userFormAction(
  EditContactFormSchema,
  { name: 'update-contact', fallbackError: CONTACT_MESSAGES.saveContactFailed },
  async ({ contactId, name, address2, placeId, sessionToken }, user) => {
    await updateContact(user.id, contactId, { name, address2, placeId, sessionToken });
    return null;
  },
);

/** 'Import' as a `<form action>`: each required column checked beside its select, then every row on the server. */
export const importContactsFormAction = userFormAction(
  ImportFormSchema,
  { name: 'import-contacts', fallbackError: CONTACT_MESSAGES.importFailed },
  async ({ listId, mappedRows }, user) => {
    const { headers, rows, mapping } = readMappedRows(
      mappedRows,
      ImportCsvSchema.pick({ headers: true, rows: true, mapping: true }),
    );
    const width = Math.max(0, ...rows.map((row) => row.length));
    const names = Array.from({ length: width }, (_, i) => headers?.[i] || `Column ${i + 1}`);
    return importCsv(user.id, listId, { headers: names, rows, mapping });
  },
);
