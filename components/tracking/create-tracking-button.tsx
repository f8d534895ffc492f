'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { PlanModal, type PlanOption } from '@/components/billing/plan-modal';
import { buttonStyles } from '@/components/ui/styles';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { PHONE_MESSAGES } from '@/lib/validation/phone-number-messages';
import { TRACKING_URL_MESSAGES } from '@/lib/validation/tracking-url-messages';
import type { TrackingTab } from './tracking-params';
import type { TrackingLink } from './types';

// The dialogs (and their library) load when first opened, not with the page (decision 029).
const CreatePhoneModal = lazyLayer(() => import('./create-phone-modal').then((m) => m.CreatePhoneModal));
const CreateQrModal = lazyLayer(() => import('./create-qr-modal').then((m) => m.CreateQrModal));
const QrCodeModal = lazyLayer(() => import('./qr-code-modal').then((m) => m.QrCodeModal));

type Open =
  | { kind: 'qr' }
  | { kind: 'generated'; link: TrackingLink }
  | { kind: 'phone' }
  | { kind: 'plans'; note?: string }
  | null;

/**
 * 'Create QR Code' on the QR tab, 'Create Phone Number' on the Phone tab. Phone numbers are a
 * Pro feature, and a Free account has one tracking URL: past what the plan allows the button
 * opens 'Choose Your Plan', saying why, instead of a form that could only be refused.
 */
export function CreateTrackingButton({
  tab,
  isPro,
  qrLimitReached = false,
  plans,
}: {
  tab: TrackingTab;
  isPro: boolean;
  /** A Free account that has made its one tracking URL. */
  qrLimitReached?: boolean;
  plans: PlanOption[];
}) {
  const router = useRouter();
  const [open, setOpen] = useState<Open>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(null);

  function start() {
    if (tab === 'qr') setOpen(qrLimitReached ? { kind: 'plans', note: TRACKING_URL_MESSAGES.freeCap } : { kind: 'qr' });
    else setOpen(isPro ? { kind: 'phone' } : { kind: 'plans', note: PHONE_MESSAGES.proRequired });
  }

  return (
    <>
      <button ref={button} type="button" onClick={start} className={buttonStyles.primary}>
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-4 w-4">
          <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
        </svg>
        {tab === 'qr' ? 'Create QR Code' : 'Create Phone Number'}
      </button>
      {open?.kind === 'qr' && (
        <CreateQrModal
          onClose={close}
          onUpgrade={() => setOpen({ kind: 'plans', note: TRACKING_URL_MESSAGES.freeCap })}
          onCreated={(link) => {
            setOpen({ kind: 'generated', link });
            router.refresh();
          }}
        />
      )}
      {/* It follows Create New QR Code, whose button is gone by then: focus returns to Create QR Code. */}
      {open?.kind === 'generated' && <QrCodeModal link={open.link} onClose={close} returnFocusTo={button} />}
      {open?.kind === 'phone' && <CreatePhoneModal onClose={close} />}
      {open?.kind === 'plans' && <PlanModal plans={plans} note={open.note} onClose={close} />}
    </>
  );
}
