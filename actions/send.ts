'use server';

import { userAction, userFormAction } from '@/lib/actions/safe-action';
import { startAddFundsAndSend } from '@/lib/orders/add-funds-and-send';
import { quoteSend } from '@/lib/orders/quote-send';
import { sendToRecipient } from '@/lib/orders/send-to-recipient';
import {
  AddFundsAndSendSchema,
  QuoteSendFormSchema,
  QuoteSendSchema,
  SEND_MESSAGES,
  SendToRecipientSchema,
  quoteSendFromForm,
} from '@/lib/validation/send';

export const quoteSendAction = userAction(
  QuoteSendSchema,
  { name: 'quote-send', fallbackError: SEND_MESSAGES.pricingFailed },
  async (input, user) => quoteSend(user.id, input),
);

/** Send's recipient step as a `<form action>`: name, address and values checked beside their fields, then quoted. */
export const quoteSendFormAction = userFormAction(
  QuoteSendFormSchema,
  { name: 'quote-send', fallbackError: SEND_MESSAGES.pricingFailed, fromForm: quoteSendFromForm },
  async (input, user) => quoteSend(user.id, input),
);

export const sendToRecipientAction = userAction(
  SendToRecipientSchema,
  { name: 'send-to-recipient', fallbackError: SEND_MESSAGES.submitFailed },
  async (input, user) => sendToRecipient(user.id, input),
);

export const addFundsAndSendAction = userAction(
  AddFundsAndSendSchema,
  { name: 'add-funds-and-send', fallbackError: 'Failed to load payment portal' },
  async ({ amount, ...send }, user) => startAddFundsAndSend(user.id, { ...send, amountCents: amount }),
);
