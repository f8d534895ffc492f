'use server';
import 'server-only';

import { userAction, userFormAction } from '@/lib/actions/safe-action';
import { env } from '@/lib/env';
import { createTrackingUrl } from '@/lib/tracking/create-tracking-url';
import { shortLink } from '@/lib/tracking/short-link';
import { CreateTrackingUrlSchema, TRACKING_URL_MESSAGES, TrackingUrlFormSchema } from '@/lib/validation/tracking-url';

export const createTrackingUrlAction = userAction(
  CreateTrackingUrlSchema,
  { name: 'create-tracking-url', fallbackError: TRACKING_URL_MESSAGES.createFailed },
  async (input, user) => {
    const created = await createTrackingUrl(user.id, input);
    return { ...created, shortUrl: shortLink(env().APP_URL, created.id) };
  },
);

/** The Create New QR Code form. */
export const createTrackingUrlFormAction = userFormAction(
  TrackingUrlFormSchema,
  { name: 'create-tracking-url', fallbackError: TRACKING_URL_MESSAGES.createQrFailed, echo: ['name', 'targetUrl'] },
  async (input, user) => {
    const created = await createTrackingUrl(user.id, input);
    return { id: created.id, name: created.name, shortUrl: shortLink(env().APP_URL, created.id) };
  },
);
