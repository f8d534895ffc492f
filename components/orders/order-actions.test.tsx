import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { OrderActions } from './order-actions';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh() {} }), usePathname: () => '/orders' }));
// The server actions are not called by a static render; their module needs the database.
vi.mock('@/actions/orders', () => ({
  cancelOrderAction: vi.fn(),
  fixAddressAction: vi.fn(),
  quoteFixAddressAction: vi.fn(),
  payOrderWithCardAction: vi.fn(),
  retryOrderAction: vi.fn(),
}));
vi.mock('@/actions/account', () => ({ startTopUpAction: vi.fn() }));

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);

describe('the actions of an order row', () => {
  it('an order waiting for money, with a saved card: Cancel, Add funds and Pay with card', () => {
    const html = renderToStaticMarkup(
      <OrderActions
        orderId="o1"
        canRetry={false}
        cancelNote="Nothing was charged."
        waitingPayment={{ addFundsCents: 500, addFundsNote: 'n', cardLast4: '4242' }}
      />,
    );
    expect(buttons(html)).toEqual(['Cancel', 'Add funds', 'Pay with card •••• 4242']);
  });

  it('without a card: Cancel and Add funds only', () => {
    const html = renderToStaticMarkup(
      <OrderActions
        orderId="o1"
        canRetry={false}
        cancelNote="Nothing was charged."
        waitingPayment={{ addFundsCents: 500, addFundsNote: 'n', cardLast4: null }}
      />,
    );
    expect(buttons(html)).toEqual(['Cancel', 'Add funds']);
  });

  it('a failed order: Retry, nothing about money', () => {
    expect(buttons(renderToStaticMarkup(<OrderActions orderId="o1" canRetry />))).toEqual(['Retry']);
  });

  it('an order failed on its address: Fix address, not Retry', () => {
    const html = renderToStaticMarkup(
      <OrderActions orderId="o1" canRetry={false} fixAddress={{ recipientName: 'Jane Doe', failure: 'no-stat' }} />,
    );
    expect(buttons(html)).toEqual(['Fix address']);
  });
});
