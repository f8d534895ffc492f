'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { describeFundsAddedAction } from '@/actions/account';
import { FUNDS_PENDING_MESSAGE } from '@/lib/billing/funds-added-messages';
import { showToast } from './toast-store';

/**
 * The toast for a page reached by a redirect that says what happened (`?funds=added`, back from
 * checkout, with `&send=<id>` when a send of many cards waits on it). The markers are consumed —
 * removed from the address with router.replace — so a reload or Back does not say it again; the
 * words come from the server, which reads the ledger and the send.
 */
export function ArrivalToasts() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const handled = useRef<string | null>(null);
  const funds = params.get('funds');

  useEffect(() => {
    if (funds !== 'added' || handled.current === params.toString()) return;
    handled.current = params.toString();
    const sendId = params.get('send') ?? undefined;
    const rest = new URLSearchParams(params);
    rest.delete('funds');
    rest.delete('send');
    const query = rest.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    void describeFundsAddedAction({ sendId }).then((result) =>
      showToast(result.ok ? result.data : FUNDS_PENDING_MESSAGE),
    );
  }, [funds, params, pathname, router]);

  return null;
}
