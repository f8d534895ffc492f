'use client';

import { TextField } from '@/components/ui/field';
import { fieldStyles } from '@/components/ui/styles';
import { formatPhoneNumber } from '@/lib/phones/format-phone-number';
import { ProMark } from './campaign-form-type';
import type { PhoneOption } from './types';

/** The campaign form's Response tracking: the response URL of its QR codes and the tracking phone (Pro). */
export function CampaignTrackingFields({
  responseUrl,
  onResponseUrl,
  trackingPhoneId,
  onPhone,
  phones,
  isPro,
  localAppUrl,
  error,
}: {
  responseUrl: string;
  onResponseUrl: (url: string) => void;
  trackingPhoneId: string;
  /** A phone picked (or None): the form decides whether it is allowed (Pro) or offers the upgrade. */
  onPhone: (id: string) => void;
  phones: PhoneOption[];
  isPro: boolean;
  /** APP_URL is this machine: printed QR codes would not open on a phone. */
  localAppUrl: boolean;
  error: string | undefined;
}) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Response tracking</legend>
      <TextField
        id="campaign-response-url"
        name="response_url"
        label={
          <>
            Response URL <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
        value={responseUrl}
        onChange={(e) => onResponseUrl(e.target.value)}
        placeholder="example.com/offer"
        inputMode="url"
        hint={
          <>
            Every postcard gets a QR code of its own that leads here, so you see who responded.
            {localAppUrl && (
              <span className="mt-1 block font-medium text-amber-800">
                This app runs at a localhost address (APP_URL): printed QR codes will not open on a phone.
              </span>
            )}
          </>
        }
        error={error}
      />
      <div>
        <label htmlFor="campaign-tracking-phone" className={fieldStyles.label}>
          Tracking phone {!isPro && <ProMark />}
        </label>
        <select
          id="campaign-tracking-phone"
          name="tracking_phone_id"
          value={trackingPhoneId}
          onChange={(e) => onPhone(e.target.value)}
          aria-describedby="campaign-tracking-phone-hint"
          className={fieldStyles.input}
        >
          <option value="">None</option>
          {phones.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({formatPhoneNumber(p.phoneNumber)})
            </option>
          ))}
        </select>
        <p id="campaign-tracking-phone-hint" className="mt-1 text-xs text-slate-600">
          {phones.length
            ? 'Its calls count for this campaign. Write {{tracking_phone}} in the message to print it.'
            : 'Create a tracking phone number on the Tracking page to print one on your postcards.'}
        </p>
      </div>
    </fieldset>
  );
}
