import { ErrorBox } from '@/components/ui/error-box';
import { AutoRechargeForm } from './auto-recharge-form';

/** The Auto-Recharge card's content: the form, or the error panel when the profile could not be read. */
export function AutoRechargeSettings({ amountCents }: { amountCents: number | null }) {
  return amountCents === null ? (
    <ErrorBox title="Error" message="Failed to load profile" />
  ) : (
    <AutoRechargeForm amountCents={amountCents} />
  );
}
