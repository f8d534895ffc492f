import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaymentMethodsCard } from './payment-methods-card';

const text = (html: string) => html.replace(/<[^>]+>|<!-- -->/g, ' ').replace(/\s+/g, ' ');

describe('payment methods card', () => {
  it('says when the cards could not be loaded, and still offers the portal', () => {
    const html = renderToStaticMarkup(<PaymentMethodsCard methods={null} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('<p class="font-semibold">Error</p>');
    expect(html).toContain('<p>Failed to load payment methods</p>');
    expect(html).toContain('Manage Payment Methods');
  });

  it('asks for a card when there is none', () => {
    const html = renderToStaticMarkup(<PaymentMethodsCard methods={[]} />);
    expect(html).toContain('Add a payment method to start sending postcards');
    expect(html).not.toContain('role="alert"');
    expect(html).toContain('Manage Payment Methods');
  });

  it('lists brand, last four digits, expiry, and flags only the default card', () => {
    const html = renderToStaticMarkup(
      <PaymentMethodsCard
        methods={[
          { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031, isDefault: true },
          { id: 'pm_2', brand: 'amex', last4: '0005', expMonth: 12, expYear: 2029, isDefault: false },
        ]}
      />,
    );
    const [first, second] = html.split('</li>');
    expect(text(first)).toContain('Visa •••• ending in 4242 Expires 04/31 Default');
    expect(text(second)).toContain('American Express •••• ending in 0005 Expires 12/29');
    expect(second).not.toContain('Default');
  });
});
