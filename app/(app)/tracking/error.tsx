'use client';

import { PageError } from '@/components/ui/page-error';
import { TRACKING_URL_MESSAGES } from '@/lib/validation/tracking-url-messages';

export default function TrackingError({ reset }: { reset: () => void }) {
  return <PageError title="Engagement Tracking" message={TRACKING_URL_MESSAGES.loadFailed} reset={reset} />;
}
