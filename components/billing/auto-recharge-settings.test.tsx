import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AutoRechargeSettings } from './auto-recharge-settings';

describe('auto-recharge settings', () => {
  it("says 'Failed to load profile' when the amount could not be read", () => {
    const html = renderToStaticMarkup(<AutoRechargeSettings amountCents={null} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('<p>Failed to load profile</p>');
    expect(html).not.toContain('Top-off amount');
  });

  it('shows the form with the saved amount', () => {
    const html = renderToStaticMarkup(<AutoRechargeSettings amountCents={2550} />);
    expect(html).toContain('Top-off amount');
    expect(html).toContain('value="25.50"');
    expect(html).not.toContain('role="alert"');
  });
});
