'use client';

import { useState } from 'react';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { QrIcon } from './icons';
import { CopyLinkButton } from './copy-link-button';
import type { TrackingLink } from './types';

// Loads when first opened, not with the page (decision 029).
const QrCodeModal = lazyLayer(() => import('./qr-code-modal').then((m) => m.QrCodeModal));

/** The Actions cell of a QR table row: View QR Code (modal) and Copy tracking URL. */
export function QrRowActions({ link }: { link: TrackingLink }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex items-center gap-1 sm:justify-end">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`View QR Code for ${link.name}`}
        className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg px-2.5 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <QrIcon />
        View QR Code
      </button>
      <CopyLinkButton url={link.shortUrl} name={link.name} />
      {open && <QrCodeModal link={link} onClose={() => setOpen(false)} />}
    </div>
  );
}
