'use server';

import { z } from 'zod';
import { API_KEY_MESSAGES } from '@/lib/accounts/api-key-messages';
import { createApiKey } from '@/lib/accounts/create-api-key';
import { regenerateApiKey } from '@/lib/accounts/regenerate-api-key';
import { resolveReturnAddress, suggestReturnAddresses } from '@/lib/accounts/return-address-lookup';
import { updateReturnAddress } from '@/lib/accounts/update-return-address';
import { userAction, userFormAction } from '@/lib/actions/safe-action';
import { spendAddressLookups, spendAddressSuggestion } from '@/lib/addresses/address-lookup-limit';
import { openBillingPortal } from '@/lib/billing/open-billing-portal';
import { updateTopOff } from '@/lib/billing/update-top-off';
import {
  RETURN_ADDRESS_MESSAGES,
  ResolveReturnAddressSchema,
  ReturnAddressSchema,
  SuggestReturnAddressSchema,
} from '@/lib/validation/return-address';
import { TopOffSchema } from '@/lib/validation/top-off';

export const updateTopOffAction = userAction(
  TopOffSchema,
  { name: 'update-top-off', fallbackError: 'Failed to update recharge configuration' },
  async ({ amount }, user) => updateTopOff(user.id, amount),
);

// The same portal as Manage Subscription; the Payment Methods card has its own spec message.
export const openPaymentPortalAction = userAction(
  z.undefined(),
  { name: 'open-payment-portal', fallbackError: 'Failed to load payment portal' },
  async (_input, user) => openBillingPortal(user.id),
);

export const suggestReturnAddressesAction = userAction(
  SuggestReturnAddressSchema,
  { name: 'suggest-return-addresses', fallbackError: RETURN_ADDRESS_MESSAGES.lookupUnavailable },
  async ({ query, sessionToken }, user) => {
    await spendAddressSuggestion(user.id, query);
    return suggestReturnAddresses(query, sessionToken);
  },
);

export const resolveReturnAddressAction = userAction(
  ResolveReturnAddressSchema,
  { name: 'resolve-return-address', fallbackError: RETURN_ADDRESS_MESSAGES.validateFailed },
  async ({ placeId, sessionToken }, user) => {
    await spendAddressLookups(user.id);
    return resolveReturnAddress(placeId, sessionToken);
  },
);

export const updateReturnAddressAction = userAction(
  ReturnAddressSchema,
  { name: 'update-return-address', fallbackError: RETURN_ADDRESS_MESSAGES.saveFailed },
  async (address, user) => updateReturnAddress(user.id, address),
);

// Returns the new key in full: the only time anyone sees it (only its hash is stored).
export const regenerateApiKeyAction = userAction(
  z.undefined(),
  { name: 'regenerate-api-key', fallbackError: API_KEY_MESSAGES.revokeFailed },
  async (_input, user) => regenerateApiKey(user.id),
);

// The first key, on request; shown in full once, like a regenerated one.
export const createApiKeyAction = userAction(
  z.undefined(),
  { name: 'create-api-key', fallbackError: API_KEY_MESSAGES.createFailed },
  async (_input, user) => createApiKey(user.id),
);

// The forms' own versions: FormData in, every field's errors out (useActionState).
export const updateTopOffFormAction = userFormAction(
  TopOffSchema,
  { name: 'update-top-off', fallbackError: 'Failed to update recharge configuration', echo: ['amount'] },
  async ({ amount }, user) => updateTopOff(user.id, amount),
);

export const updateReturnAddressFormAction = userFormAction(
  ReturnAddressSchema,
  { name: 'update-return-address', fallbackError: RETURN_ADDRESS_MESSAGES.saveFailed },
  async (address, user) => updateReturnAddress(user.id, address),
);
