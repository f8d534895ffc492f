'use client';

import { PageError } from '@/components/ui/page-error';

export default function PricingError({ reset }: { reset: () => void }) {
  return <PageError title="Pricing" message={'Failed to load pricing data'} reset={reset} />;
}
