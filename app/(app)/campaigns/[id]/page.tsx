import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CampaignResultsView } from '@/components/campaigns/campaign-results-view';
import { LiveRefresh } from '@/components/live/live-refresh';
import { requireUser } from '@/lib/auth/current-user';
import { loadCampaignResultsPage } from '@/lib/campaigns/load-campaign-results-page';
import { UserFacingError } from '@/lib/errors';

export const metadata: Metadata = { title: 'Campaign results' };

type Params = { id: string };
type Search = { after?: string; before?: string; skip?: string; page?: string };

/** A campaign's results: who responded, the response rate and what each response cost. */
export default async function CampaignResultsPage({
  params,
  searchParams,
}: {
  params: Promise<Params>;
  searchParams: Promise<Search>;
}) {
  const user = await requireUser();
  const [{ id }, search] = await Promise.all([params, searchParams]);
  const request = {
    page: Number(search.page) || 1,
    after: search.after,
    before: search.before,
    skip: Number(search.skip) || 0,
  };
  let results;
  try {
    results = await loadCampaignResultsPage(user.id, id, request);
  } catch (error) {
    // Another user's campaign is as absent as a deleted one.
    if (error instanceof UserFacingError) notFound();
    throw error;
  }
  return (
    <>
      <p className="mb-3 text-sm">
        <Link href="/campaigns" className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline">
          ← Campaigns
        </Link>
      </p>
      <CampaignResultsView results={results} request={request} />
      <LiveRefresh tables={['orders_table', 'tracking_urls', 'phone_numbers']} />
    </>
  );
}
