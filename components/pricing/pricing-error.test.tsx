import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PricingError from '@/app/(app)/pricing/error';

// What /pricing shows when its data cannot be loaded (spec section 8 'Failed to load pricing data').
describe('the pricing page that fails to load', () => {
  it("shows its heading, an 'Error' panel with the spec's message, and Try again", () => {
    const html = renderToStaticMarkup(<PricingError reset={() => {}} />);
    expect(html).toContain('<h1 class="text-2xl font-bold tracking-tight text-slate-900">Pricing</h1>');
    expect(html).toContain('role="alert"');
    expect(html).toContain('<p class="font-semibold">Error</p>');
    expect(html).toContain('<p>Failed to load pricing data</p>');
    expect(html).toContain('Try again');
  });
});
