'use server';
import 'server-only';

import { userAction } from '@/lib/actions/safe-action';
import { env } from '@/lib/env';
import { createTrackingUrl } from '@/lib/tracking/create-tracking-url';
import { shortLink } from '@/lib/tracking/short-link';
import { CreateTrackingUrlSchema, TRACKING_URL_MESSAGES } from '@/lib/validation/tracking-url';

export const createTrackingUrlAction = userAction(
  CreateTrackingUrlSchema,
  { name: 'create-tracking-url', fallbackError: TRACKING_URL_MESSAGES.createFailed },
  async (input, user) => {
    const created = await createTrackingUrl(user.id, input);
    return { ...created, shortUrl: shortLink(env().APP_URL, created.id) };
  },
);
