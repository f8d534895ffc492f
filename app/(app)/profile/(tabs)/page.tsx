import type { Metadata } from 'next';
import { AutoRechargeSettings } from '@/components/billing/auto-recharge-settings';
import { BillingPortalButton } from '@/components/billing/billing-portal-button';
import { PaymentMethodsCard } from '@/components/billing/payment-methods-card';
import { TransactionHistory } from '@/components/billing/transaction-history';
import { ApiKeyCard } from '@/components/profile/api-key-card';
import { ChangePasswordForm } from '@/components/profile/change-password-form';
import { ProBadge } from '@/components/profile/pro-badge';
import { ProUpgradePrompt } from '@/components/profile/pro-upgrade-prompt';
import { ProfileCard as Card } from '@/components/profile/profile-card';
import { ProfileTabs } from '@/components/profile/profile-tabs';
import { ReturnAddressForm } from '@/components/profile/return-address-form';
import { SignOutOthersButton } from '@/components/profile/sign-out-others-button';
import { ZapierCard } from '@/components/profile/zapier-card';
import { PageHeader } from '@/components/ui/page-header';
import { getAccountSummary, type AccountSummary } from '@/lib/accounts/get-account-summary';
import { getApiKeyStatus } from '@/lib/accounts/get-api-key-status';
import { getProfileDetails } from '@/lib/accounts/get-profile-details';
import { getReturnAddressToEdit } from '@/lib/accounts/get-return-address';
import { requireUser } from '@/lib/auth/current-user';
import { listPaymentMethods } from '@/lib/billing/list-payment-methods';
import { listTransactions } from '@/lib/billing/list-transactions';
import { pageCursorParams, type PageRequest } from '@/lib/db/keyset-page';
import { subscriptionStatusColor } from '@/lib/billing/subscription-status';
import { currentTopOffCents } from '@/lib/billing/update-top-off';
import { env } from '@/lib/env';
import { logError } from '@/lib/errors';
import { listPlanOptions } from '@/lib/plans/plan-options';

export const metadata: Metadata = { title: 'Profile' };

const TABS = [
  { id: 'account', label: 'Account' },
  { id: 'billing', label: 'Billing' },
  { id: 'integrations', label: 'Integrations' },
  { id: 'security', label: 'Security' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** Loads one part of the billing tab; a failure shows in that card while the rest renders. */
async function settle<T>(part: string, load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    logError(`profile billing ${part}`, error);
    return null;
  }
}

async function BillingTab({
  userId,
  summary,
  transactionPage,
}: {
  userId: string;
  summary: AccountSummary;
  transactionPage: PageRequest;
}) {
  const [topOffCents, methods, history] = await Promise.all([
    settle('top-off', currentTopOffCents(userId)),
    settle('payment methods', listPaymentMethods(userId)),
    settle('transactions', listTransactions(userId, transactionPage)),
  ]);
  return (
    <div className="space-y-6">
      <Card title="Current Plan">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <p className="text-lg font-semibold text-slate-900">{summary.planName ?? 'No plan'}</p>
            {summary.subscriptionStatus && (
              <span
                className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${subscriptionStatusColor(summary.subscriptionStatus)}`}
              >
                {summary.subscriptionStatus}
              </span>
            )}
          </div>
          <BillingPortalButton purpose="subscription" label="Manage Subscription" />
        </div>
      </Card>
      <Card title="Auto-Recharge Settings">
        <AutoRechargeSettings amountCents={topOffCents} />
      </Card>
      <Card title="Payment Methods">
        <PaymentMethodsCard methods={methods} />
      </Card>
      <Card
        id="transaction-history"
        title="Transaction History"
        action={
          // A plain link: the browser downloads what the route handler streams (no script, so the CSP has nothing to say).
          <a
            href="/profile/transactions.csv"
            download
            className="inline-flex min-h-9 items-center rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-slate-200 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            Download CSV
          </a>
        }
      >
        <TransactionHistory
          history={history}
          // From this page's first or last row: a deep page of the history never reads the pages before it.
          pageHref={(n) =>
            `/profile?${new URLSearchParams({ tab: 'billing', tx: String(n), ...(history ? pageCursorParams(n, history, transactionPage) : {}) })}`
          }
        />
      </Card>
    </div>
  );
}

async function AccountTab({ email, userId, memberSince }: { email: string; userId: string; memberSince: Date | null }) {
  const returnAddress = await getReturnAddressToEdit(userId);
  return (
    <div className="space-y-6">
      <Card title="Account">
        <dl className="grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Email</dt>
            <dd className="mt-0.5 break-all">{email}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Account ID</dt>
            <dd className="mt-0.5 break-all font-mono text-xs">{userId}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Member since</dt>
            <dd className="mt-0.5">
              {memberSince?.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}
            </dd>
          </div>
        </dl>
      </Card>
      <Card id="return-address" title="Return Address">
        <ReturnAddressForm saved={returnAddress} />
      </Card>
    </div>
  );
}

/** The human-readable API page (app/(app)/developers); its #zapier section explains the Zapier connection. */
const API_DOCS_PATH = '/developers';

async function IntegrationsTab({ userId, isPro }: { userId: string; isPro: boolean }) {
  const [planOptions, keyStatus] = await Promise.all([listPlanOptions(), isPro ? getApiKeyStatus(userId) : null]);
  return (
    <div className="space-y-6">
      <Card id="api-access" title="API Access" action={<ProBadge />}>
        {keyStatus ? (
          <ApiKeyCard status={keyStatus} docsHref={API_DOCS_PATH} />
        ) : (
          <ProUpgradePrompt
            plans={planOptions}
            message="Send postcards from your own code with the Inkpost API. API access is part of the Pro plan."
          />
        )}
      </Card>
      <Card id="zapier" title="Zapier Integration" action={<ProBadge />}>
        <ZapierCard
          isPro={isPro}
          plans={planOptions}
          connectUrl={env().ZAPIER_INVITE_URL ?? `${API_DOCS_PATH}#zapier`}
        />
      </Card>
    </div>
  );
}

type Search = { tab?: string; tx?: string; after?: string; before?: string; skip?: string };

export default async function ProfilePage({ searchParams }: { searchParams: Promise<Search> }) {
  const user = await requireUser();
  const query = await searchParams;
  const requested = query.tab;
  const tab: Tab = TABS.some((t) => t.id === requested) ? (requested as Tab) : 'account';
  const [details, summary] = await Promise.all([getProfileDetails(user.id), getAccountSummary(user)]);

  return (
    <>
      <PageHeader title="Profile" description="Your account, billing, integrations and security." />
      <ProfileTabs tabs={[...TABS]} current={tab}>
        {tab === 'account' && (
          <AccountTab email={user.email} userId={user.id} memberSince={details?.createdAt ?? null} />
        )}

        {tab === 'billing' && (
          <BillingTab
            userId={user.id}
            summary={summary}
            transactionPage={{
              page: Number(query.tx) || 1,
              after: query.after,
              before: query.before,
              skip: Number(query.skip) || 0,
            }}
          />
        )}

        {tab === 'integrations' && <IntegrationsTab userId={user.id} isPro={summary.isPro} />}

        {tab === 'security' && (
          <div className="space-y-6">
            <Card title="Change Password">
              <ChangePasswordForm />
            </Card>
            <Card title="Sessions">
              <p>Signed in on another device you no longer use? End every session except this one.</p>
              <div className="mt-4">
                <SignOutOthersButton />
              </div>
            </Card>
          </div>
        )}
      </ProfileTabs>
    </>
  );
}
