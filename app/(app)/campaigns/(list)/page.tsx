import type { Metadata } from 'next';
import { CampaignsView } from '@/components/campaigns/campaigns-view';
import { LiveRefresh } from '@/components/live/live-refresh';
import { requireUser } from '@/lib/auth/current-user';
import { campaignView } from '@/lib/campaigns/campaign-view';
import { listCampaigns } from '@/lib/campaigns/list-campaigns';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { isProUser } from '@/lib/plans/is-pro';
import { listPlanOptions } from '@/lib/plans/plan-options';
import { listPhoneNumbers } from '@/lib/phones/list-phone-numbers';
import { listTemplates } from '@/lib/templates/list-templates';
import { isLocalAppUrl } from '@/lib/urls/is-local-app-url';

export const metadata: Metadata = { title: 'Campaigns' };

export default async function CampaignsPage() {
  const user = await requireUser();
  const [rows, templates, isPro, plans, phones] = await Promise.all([
    listCampaigns(user.id),
    listTemplates(user.id),
    isProUser(getDb(), user.id),
    listPlanOptions(),
    listPhoneNumbers(user.id),
  ]);
  const campaigns = rows.map(campaignView);
  return (
    <>
      <CampaignsView
        campaigns={campaigns}
        templates={templates.map((t) => ({ id: t.id, name: t.name, size: t.size }))}
        isPro={isPro}
        plans={plans}
        phones={phones.map((p) => ({ id: p.id, name: p.name, phoneNumber: p.phone_number }))}
        localAppUrl={isLocalAppUrl(env().APP_URL)}
      />
      <LiveRefresh tables={['campaigns']} />
    </>
  );
}
