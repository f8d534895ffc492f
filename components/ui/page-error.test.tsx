import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CampaignsError from '@/app/(app)/campaigns/error';
import OrdersError from '@/app/(app)/orders/error';
import TemplatesError from '@/app/(app)/templates/error';

// What a list page shows when its data cannot be loaded: its heading and the spec's message in
// a panel titled 'Error' (spec sections 2 and 8).
describe('list pages that fail to load', () => {
  it.each([
    [TemplatesError, 'Postcard Templates', 'Failed to load templates'],
    [CampaignsError, 'Campaigns', 'Failed to load campaigns'],
    [OrdersError, 'Orders', 'Failed to load orders'],
  ])('%o shows "%s" and "%s"', (Page, heading, message) => {
    const html = renderToStaticMarkup(<Page reset={() => {}} />);
    expect(html).toContain(`<h1 class="text-2xl font-bold tracking-tight text-slate-900">${heading}</h1>`);
    expect(html).toContain('role="alert"');
    expect(html).toContain('<p class="font-semibold">Error</p>');
    expect(html).toContain(`<p>${message}</p>`);
    expect(html).toContain('Try again');
  });
});
