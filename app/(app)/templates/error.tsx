'use client';

import { PageError } from '@/components/ui/page-error';

export default function TemplatesError({ reset }: { reset: () => void }) {
  return <PageError title="Postcard Templates" message={'Failed to load templates'} reset={reset} />;
}
