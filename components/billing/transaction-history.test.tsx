import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TransactionPage, TransactionRow } from '@/lib/billing/list-transactions';
import { SignedAmount, TransactionHistory } from './transaction-history';

const row = (
  n: number,
  amountCents: number,
  label = `Row ${n}`,
  more: Partial<TransactionRow> = {},
): TransactionRow => ({
  id: `tx-${n}`,
  createdAt: new Date(Date.UTC(2025, 2, 14, 15, 4)),
  firstAt: new Date(Date.UTC(2025, 2, 14, 15, 4)),
  type: amountCents > 0 ? 'card_charge' : 'postcard_charge',
  kind: 'single',
  label,
  amountCents,
  balanceAfterCents: 10_000,
  chargeCount: 1,
  cardCount: 0,
  sendId: null,
  receiptId: null,
  ...more,
});

const render = (history: TransactionPage | null) =>
  renderToStaticMarkup(<TransactionHistory history={history} pageHref={(n) => `/profile?tab=billing&tx=${n}`} />);

describe('transaction amounts', () => {
  it('shows credits green with a leading +', () => {
    const html = renderToStaticMarkup(<SignedAmount cents={2550} />);
    expect(html).toContain('text-green-700');
    expect(html).not.toContain('text-red-700');
    expect(html.replace(/<[^>]+>|<!-- -->/g, '')).toBe('+$25.50');
  });

  it('shows charges red with a true minus sign', () => {
    const html = renderToStaticMarkup(<SignedAmount cents={-125_000} />);
    expect(html).toContain('text-red-700');
    expect(html).not.toContain('text-green-700');
    expect(html.replace(/<[^>]+>|<!-- -->/g, '')).toBe('−$1,250.00');
  });

  it('shows nothing as neither', () => {
    const html = renderToStaticMarkup(<SignedAmount cents={0} />);
    expect(html).not.toMatch(/text-(green|red)-700/);
    expect(html.replace(/<[^>]+>|<!-- -->/g, '')).toBe('$0.00');
  });
});

describe('transaction history', () => {
  it('says when the transactions could not be loaded', () => {
    const html = render(null);
    expect(html).toContain('role="alert"');
    expect(html).toContain('<p class="font-semibold">Error</p>');
    expect(html).toContain('<p>Failed to load transactions</p>');
  });

  it('has an empty state', () => {
    const html = render({ rows: [], total: 0, page: 1, pageCount: 1, firstId: null, lastId: null, typedPageCut: null });
    expect(html).toContain('No transactions yet');
    expect(html).not.toContain('role="alert"');
  });

  it('lists what each row was for, when, and its amount; one page needs no page links', () => {
    const html = render({
      rows: [row(1, 2500, 'Funds added'), row(2, -125, 'Postcards: Spring to Ada')],
      total: 2,
      page: 1,
      pageCount: 1,
      firstId: null,
      lastId: null,
      typedPageCut: null,
    });
    expect(html).toContain('Funds added');
    expect(html).toContain('Postcards: Spring to Ada');
    // Rendered on the server, the time is UTC and says so; the browser shows local time.
    expect(html).toContain('<time dateTime="2025-03-14T15:04:00.000Z">Mar 14, 2025, 3:04 PM UTC</time>');
    expect(html).not.toContain('aria-label="Transaction pages"');
  });

  it('shows a send as one line that opens to its charges, its refunds likewise, a card payment with its receipt, and the balance after each', () => {
    const html = render({
      rows: [
        row(3, 375, 'Refund · Just Sold Oak St · 3 cards', {
          kind: 'refund',
          type: 'refund',
          chargeCount: 3,
          cardCount: 3,
          sendId: 's-1',
          balanceAfterCents: 2500,
        }),
        row(2, -375, 'Postcards · Just Sold Oak St · 3 cards', {
          kind: 'postcards',
          chargeCount: 3,
          cardCount: 3,
          sendId: 's-1',
          balanceAfterCents: 2125,
        }),
        row(1, 2500, 'Funds added', { receiptId: 'tx-1', balanceAfterCents: 2500 }),
      ],
      total: 3,
      page: 1,
      pageCount: 1,
      firstId: null,
      lastId: null,
      typedPageCut: null,
    });
    const text = html.replace(/<[^>]+>|<!-- -->/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Refund · Just Sold Oak St · 3 cards');
    expect(text).toContain('See the 3 refunds of Refund · Just Sold Oak St · 3 cards');
    expect(text).toContain('Postcards · Just Sold Oak St · 3 cards');
    expect(text).toContain('See the 3 charges of Postcards · Just Sold Oak St · 3 cards');
    expect(text).toContain('Receipt for Funds added');
    expect(html).toContain('href="/profile/history/tx-2"');
    expect(html).toContain('href="/profile/receipts/tx-1"');
    expect(text).toMatch(/\+\$3\.75 Balance after \$25\.00/);
    expect(text).toMatch(/−\$3\.75 Balance after \$21\.25/);
  });

  it('links up to five pages around the current one', () => {
    const html = render({
      rows: [row(1, 100)],
      total: 75,
      page: 6,
      pageCount: 8,
      firstId: null,
      lastId: null,
      typedPageCut: null,
    });
    const pages = [...html.matchAll(/href="\/profile\?tab=billing&amp;tx=(\d+)"/g)].map((m) => Number(m[1]));
    expect(pages).toEqual([4, 5, 6, 7, 8]);
    expect(html).toMatch(/aria-current="page"[^>]*>6</);
    expect(html).toContain('Page 6 of 8 · 75 entries');
  });

  it('says when a typed page number was deeper than typed numbers reach', () => {
    expect(
      render({
        rows: [row(1, 100)],
        total: 9000,
        page: 2,
        pageCount: 360,
        firstId: null,
        lastId: null,
        typedPageCut: null,
      }),
    ).not.toContain('Page numbers typed');
    const html = render({
      rows: [row(1, 100)],
      total: 9000,
      page: 201,
      pageCount: 360,
      firstId: null,
      lastId: null,
      typedPageCut: 201,
    });
    expect(html).toContain('Page numbers typed into the address go up to 201. Use the page links to go further.');
  });
});
