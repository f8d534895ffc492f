import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Postcard Templates' };

export default function TemplatesPage() {
  return (
    <>
      <PageHeader title="Postcard Templates" description="Design the front, the back and the handwritten message of your postcards." />
      <EmptyState title="No templates" description="Templates you create will appear here." />
    </>
  );
}
