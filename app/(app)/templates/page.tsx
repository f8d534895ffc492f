import type { Metadata } from 'next';
import { LiveRefresh } from '@/components/live/live-refresh';
import { FirstRunChecklist } from '@/components/onboarding/first-run-checklist';
import { TemplatesView, type TemplateView } from '@/components/templates/templates-view';
import { firstRunProgress } from '@/lib/accounts/first-run-progress';
import { requireUser } from '@/lib/auth/current-user';
import { listTemplateCampaigns } from '@/lib/templates/list-template-campaigns';
import { listTemplates } from '@/lib/templates/list-templates';
import { fileUrl } from '@/lib/templates/template-files';
import { sizePrices } from '@/lib/pricing/size-prices';

export const metadata: Metadata = { title: 'Postcard Templates' };

/** The URLs of a side's image and thumbnail, built from their stored keys. */
function imagesOf(image: string | null, thumbnail: string | null) {
  const imageUrl = fileUrl(image);
  const thumbnailUrl = fileUrl(thumbnail);
  return imageUrl && thumbnailUrl ? { imageUrl, thumbnailUrl } : null;
}

export default async function TemplatesPage() {
  const user = await requireUser();
  const [rows, usedBy, prices, progress] = await Promise.all([
    listTemplates(user.id),
    listTemplateCampaigns(user.id),
    sizePrices(user.id),
    firstRunProgress(user.id),
  ]);
  const templates: TemplateView[] = rows.map((t) => ({
    id: t.id,
    name: t.name,
    size: t.size,
    createdLabel: t.created_at.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
    front: imagesOf(t.front_image_url, t.front_thumbnail_url),
    back: imagesOf(t.back_image_url, t.back_thumbnail_url),
    message: t.message,
    styleId: t.handwriting_style_id,
    color: t.handwriting_color,
    customValues: t.custom_values,
    proofStatus: t.proof_status,
    proofUrl: fileUrl(t.proof_url),
    campaignNames: usedBy.get(t.id) ?? [],
  }));
  return (
    <>
      {/* The first page after sign-up: the first-run checklist until its four steps are done. */}
      <FirstRunChecklist progress={progress} />
      <TemplatesView templates={templates} sizePrices={prices} />
      {/* Inserts, proof updates and deletes, from this tab or any other. */}
      <LiveRefresh tables={['templates', 'campaigns']} />
    </>
  );
}
