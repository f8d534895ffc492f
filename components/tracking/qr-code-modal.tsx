'use client';

import { useState } from 'react';
import { ErrorBox } from '@/components/ui/error-box';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/styles';
import { TRACKING_URL_MESSAGES } from '@/lib/validation/tracking-url-messages';
import { CopyLinkButton } from './copy-link-button';
import type { TrackingLink } from './types';

export const qrImageUrl = (id: string, download = false) =>
  `/api/tracking-urls/${encodeURIComponent(id)}/qr${download ? '?download=1' : ''}`;

/** 'Generated QR Code': the 300 px image of the short link, the link itself, and a download. */
export function QrCodeModal({
  link,
  onClose,
  returnFocusTo,
}: {
  link: TrackingLink;
  onClose: () => void;
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Dialog title="Generated QR Code" onClose={onClose} returnFocusTo={returnFocusTo}>
      <div className="flex flex-col items-center gap-4 text-center">
        <p className="text-sm font-medium text-slate-900">{link.name}</p>
        {failed ? (
          <div className="w-full text-left">
            <ErrorBox message={TRACKING_URL_MESSAGES.generateQrFailed} />
          </div>
        ) : (
          <div className="rounded-xl border border-slate-200 bg-white p-2">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={qrImageUrl(link.id)}
              width={300}
              height={300}
              alt={`QR code for ${link.name}`}
              onError={() => setFailed(true)}
              className="h-auto max-w-full"
            />
          </div>
        )}
        <div className="flex w-full max-w-sm items-center gap-2 rounded-lg bg-slate-100 px-3 py-2">
          <a
            href={link.shortUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="min-w-0 flex-1 truncate text-left font-mono text-sm text-brand-700 hover:underline"
          >
            {link.shortUrl}
          </a>
          <CopyLinkButton url={link.shortUrl} name={link.name} />
        </div>
        <p className="max-w-sm text-xs text-slate-600">
          Print this code on your postcard. Each scan opens the short link, is counted, and forwards to your target URL.
        </p>
      </div>
      <div className="mt-5 flex justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" onClick={onClose} className={buttonStyles.secondary}>
          Done
        </button>
        {!failed && (
          <a href={qrImageUrl(link.id, true)} download={`qr-${link.id}.png`} className={buttonStyles.primary}>
            Download
          </a>
        )}
      </div>
    </Dialog>
  );
}
