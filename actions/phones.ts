'use server';

import { z } from 'zod';
import { userAction, userFormAction } from '@/lib/actions/safe-action';
import { checkAreaCode } from '@/lib/phones/check-area-code';
import { createPhoneNumber } from '@/lib/phones/create-phone-number';
import { deletePhoneNumber } from '@/lib/phones/delete-phone-number';
import { updatePhoneNumber } from '@/lib/phones/update-phone-number';
import {
  AreaCodeSchema,
  CreatePhoneNumberSchema,
  EditPhoneNumberFormSchema,
  PHONE_MESSAGES,
  PhoneNumberFormSchema,
  UpdatePhoneNumberSchema,
} from '@/lib/validation/phone-number';

/** The form's live check, 500 ms after three digits: does the area code have a number now? */
export const checkAreaCodeAction = userAction(
  AreaCodeSchema,
  { name: 'check-area-code', fallbackError: PHONE_MESSAGES.checkFailed },
  async ({ areaCode }) => checkAreaCode(areaCode),
);

/** Pro only: rents a number in the area code that forwards to the user's phone. */
export const createPhoneNumberAction = userAction(
  CreatePhoneNumberSchema,
  { name: 'create-phone-number', fallbackError: PHONE_MESSAGES.createTrackingFailed },
  async (input, user) => createPhoneNumber(user.id, input),
);

export const updatePhoneNumberAction = userAction(
  UpdatePhoneNumberSchema,
  { name: 'update-phone-number', fallbackError: PHONE_MESSAGES.updateFailed },
  async (input, user) => {
    await updatePhoneNumber(user.id, input);
    return null;
  },
);

export const deletePhoneNumberAction = userAction(
  z.object({ id: z.uuid(PHONE_MESSAGES.deleteFailed) }),
  { name: 'delete-phone-number', fallbackError: PHONE_MESSAGES.deleteFailed },
  async ({ id }, user) => {
    await deletePhoneNumber(user.id, id);
    return null;
  },
);

// The forms (FormData, useActionState).
const PHONE_ECHO = ['name', 'areaCode', 'forwardingNumber', 'whisperMessage'] as const;

export const createPhoneNumberFormAction = userFormAction(
  PhoneNumberFormSchema,
  { name: 'create-phone-number', fallbackError: PHONE_MESSAGES.createTrackingFailed, echo: PHONE_ECHO },
  async (input, user) => {
    await createPhoneNumber(user.id, input);
    return null;
  },
);

export const updatePhoneNumberFormAction = userFormAction(
  EditPhoneNumberFormSchema,
  { name: 'update-phone-number', fallbackError: PHONE_MESSAGES.updateFailed, echo: PHONE_ECHO },
  async (input, user) => {
    await updatePhoneNumber(user.id, input);
    return null;
  },
);

export const deletePhoneNumberFormAction = userFormAction(
  z.object({ id: z.uuid(PHONE_MESSAGES.deleteFailed) }),
  { name: 'delete-phone-number', fallbackError: PHONE_MESSAGES.deleteFailed },
  async ({ id }, user) => {
    await deletePhoneNumber(user.id, id);
    return null;
  },
);
