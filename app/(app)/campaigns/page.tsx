import type { Metadata } from 'next';
import { CampaignsView, type CampaignView } from '@/components/campaigns/campaigns-view';
import { LiveRefresh } from '@/components/live/live-refresh';
import { requireUser } from '@/lib/auth/current-user';
import { listCampaigns } from '@/lib/campaigns/list-campaigns';
import { getDb } from '@/lib/db/client';
import { isProUser } from '@/lib/plans/is-pro';
import { listActivePlans } from '@/lib/plans/find-plans';
import { listTemplates } from '@/lib/templates/list-templates';

export const metadata: Metadata = { title: 'Campaigns' };

export default async function CampaignsPage() {
  const user = await requireUser();
  const [rows, templates, isPro, plans] = await Promise.all([
    listCampaigns(user.id),
    listTemplates(user.id),
    isProUser(getDb(), user.id),
    listActivePlans(),
  ]);
  const campaigns: CampaignView[] = rows.map((c) => ({
    id: c.id,
    name: c.name,
    type: c.type,
    templateId: c.templateId,
    templateName: c.templateName,
    customValues: c.templateCustomValues,
    demographics: c.demographics as CampaignView['demographics'],
    neighborCount: c.neighborCount,
    includeCondo: c.includeCondo,
    recipientCount: c.recipientCount,
    neighborRecipientCount: c.neighborRecipientCount,
    createdLabel: c.createdAt.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
  }));
  return (
    <>
      <CampaignsView
        campaigns={campaigns}
        templates={templates.map((t) => ({ id: t.id, name: t.name, size: t.size }))}
        isPro={isPro}
        plans={plans.map((p) => ({ name: p.name, monthlyPriceCents: p.monthly_price }))}
      />
      <LiveRefresh tables={['campaigns']} />
    </>
  );
}
