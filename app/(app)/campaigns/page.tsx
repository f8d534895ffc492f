import type { Metadata } from 'next';
import { CampaignsView } from '@/components/campaigns/campaigns-view';
import { LiveRefresh } from '@/components/live/live-refresh';
import { requireUser } from '@/lib/auth/current-user';
import { campaignView } from '@/lib/campaigns/campaign-view';
import { listCampaigns } from '@/lib/campaigns/list-campaigns';
import { getDb } from '@/lib/db/client';
import { isProUser } from '@/lib/plans/is-pro';
import { listActivePlans } from '@/lib/plans/find-plans';
import { listPhoneNumbers } from '@/lib/phones/list-phone-numbers';
import { listTemplates } from '@/lib/templates/list-templates';

export const metadata: Metadata = { title: 'Campaigns' };

export default async function CampaignsPage() {
  const user = await requireUser();
  const [rows, templates, isPro, plans, phones] = await Promise.all([
    listCampaigns(user.id),
    listTemplates(user.id),
    isProUser(getDb(), user.id),
    listActivePlans(),
    listPhoneNumbers(user.id),
  ]);
  const campaigns = rows.map(campaignView);
  return (
    <>
      <CampaignsView
        campaigns={campaigns}
        templates={templates.map((t) => ({ id: t.id, name: t.name, size: t.size }))}
        isPro={isPro}
        plans={plans.map((p) => ({ name: p.name, monthlyPriceCents: p.monthly_price }))}
        phones={phones.map((p) => ({ id: p.id, name: p.name, phoneNumber: p.phone_number }))}
      />
      <LiveRefresh tables={['campaigns']} />
    </>
  );
}
