import Link from 'next/link';
import type { PlanOption } from '@/components/billing/plan-modal';
import { buttonStyles } from '@/components/ui/styles';
import { ProUpgradePrompt } from './pro-upgrade-prompt';

/**
 * The Zapier Integration card (spec section 2): a connect link for Pro users, an upgrade prompt
 * for everyone else. `connectUrl` is our Zapier app's invite link when it is published
 * (ZAPIER_INVITE_URL), otherwise the API page's section on connecting Zapier with the API key.
 */
export function ZapierCard({ isPro, connectUrl, plans }: { isPro: boolean; connectUrl: string; plans: PlanOption[] }) {
  const external = /^https?:\/\//.test(connectUrl);
  return (
    <div className="space-y-4">
      <p>
        Connect Inkpost to 5,000+ apps with Zapier: send a postcard when a deal closes in your CRM, or get a message
        when someone scans a QR code or calls a tracking number.
      </p>
      {isPro ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-600">Zapier signs in with your API key from the API Access card.</p>
          {external ? (
            <a
              href={connectUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonStyles.primary} shrink-0`}
            >
              Connect to Zapier
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <Link href={connectUrl} className={`${buttonStyles.primary} shrink-0`}>
              Connect to Zapier
            </Link>
          )}
        </div>
      ) : (
        <ProUpgradePrompt plans={plans} message="The Zapier integration is part of the Pro plan." />
      )}
    </div>
  );
}
