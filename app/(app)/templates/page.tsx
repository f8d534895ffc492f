import type { Metadata } from 'next';
import { LiveRefresh } from '@/components/live/live-refresh';
import { TemplatesView, type TemplateView } from '@/components/templates/templates-view';
import { requireUser } from '@/lib/auth/current-user';
import { listTemplates } from '@/lib/templates/list-templates';

export const metadata: Metadata = { title: 'Postcard Templates' };

export default async function TemplatesPage() {
  const user = await requireUser();
  const rows = await listTemplates(user.id);
  const templates: TemplateView[] = rows.map((t) => ({
    id: t.id,
    name: t.name,
    size: t.size,
    createdLabel: t.created_at.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
    front: t.front_image_url && t.front_thumbnail_url ? { imageUrl: t.front_image_url, thumbnailUrl: t.front_thumbnail_url } : null,
    back: t.back_image_url && t.back_thumbnail_url ? { imageUrl: t.back_image_url, thumbnailUrl: t.back_thumbnail_url } : null,
    message: t.message,
    styleId: t.handwriting_style_id,
    color: t.handwriting_color,
    customValues: t.custom_values,
    proofStatus: t.proof_status,
    proofUrl: t.proof_url,
  }));
  return (
    <>
      <TemplatesView templates={templates} />
      {/* Inserts, proof updates and deletes, from this tab or any other. */}
      <LiveRefresh tables={['templates']} />
    </>
  );
}
