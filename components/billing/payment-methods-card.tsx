import { ErrorBox } from '@/components/ui/error-box';
import type { PaymentMethod } from '@/lib/providers/payments/port';
import { BillingPortalButton } from './billing-portal-button';

const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

const brandName = (brand: string) => BRAND_NAMES[brand] ?? (brand ? brand[0].toUpperCase() + brand.slice(1) : 'Card');
const expiry = (month: number, year: number) =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/**
 * The saved cards and the way to manage them. `methods` is null when they could not be loaded:
 * the card says so and the portal stays reachable, since cards are managed there anyway.
 */
export function PaymentMethodsCard({ methods }: { methods: PaymentMethod[] | null }) {
  return (
    <div className="space-y-4">
      {methods === null ? (
        <ErrorBox title="Error" message="Failed to load payment methods" />
      ) : methods.length === 0 ? (
        <p className="rounded-lg border-2 border-dashed border-slate-200 px-4 py-6 text-center text-slate-600">
          Add a payment method to start sending postcards
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {methods.map((method) => (
            <li key={method.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-baseline gap-x-3">
                  <span className="font-medium text-slate-900">{brandName(method.brand)}</span>
                  <span className="font-mono tabular-nums text-slate-700">
                    <span aria-hidden="true">•••• </span>
                    <span className="sr-only">ending in </span>
                    {method.last4}
                  </span>
                </p>
                <p className="mt-0.5 text-xs text-slate-500">
                  Expires <span className="tabular-nums">{expiry(method.expMonth, method.expYear)}</span>
                </p>
              </div>
              {method.isDefault && (
                <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                  Default
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <BillingPortalButton purpose="paymentMethods" label="Manage Payment Methods" />
    </div>
  );
}
