'use server';
import 'server-only';

import { z } from 'zod';
import { userAction, userFormAction } from '@/lib/actions/safe-action';
import { env } from '@/lib/env';
import { UserFacingError } from '@/lib/errors';
import { placeSandboxCall } from '@/lib/phones/place-sandbox-call';

const PlaceCallSchema = z.object({
  phoneNumberId: z.uuid('Choose one of your phone numbers'),
  from: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{7,14}$/, 'Enter the caller number with its country code, e.g. +15555550100'),
  // A Twilio retry carries the CallSid of the call it repeats.
  replayCallSid: z
    .string()
    .regex(/^CA[0-9a-f]{32}$/, 'Invalid CallSid')
    .optional(),
});

export const placeSandboxCallAction = userAction(
  PlaceCallSchema,
  { name: 'sandbox-place-call', fallbackError: 'The test call could not be placed' },
  async (input, user) => {
    if (env().modes.telephony !== 'sandbox') throw new UserFacingError('Test calls exist only in sandbox mode');
    return placeSandboxCall(user.id, input);
  },
);

/** The sandbox phone's form: a call, or (with replayCallSid) the same call again as a retry. */
export const placeSandboxCallFormAction = userFormAction(
  PlaceCallSchema,
  { name: 'sandbox-place-call', fallbackError: 'The test call could not be placed', echo: ['from'] },
  async (input, user) => {
    if (env().modes.telephony !== 'sandbox') throw new UserFacingError('Test calls exist only in sandbox mode');
    const result = await placeSandboxCall(user.id, input);
    return { phoneNumberId: input.phoneNumberId, from: input.from, result };
  },
);
