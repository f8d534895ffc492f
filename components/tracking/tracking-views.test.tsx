import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChartBars, ChartLegend } from './chart-bars';
import { StatCards } from './stat-cards';

const text = (html: string) => html.replace(/<[^>]+>|<!-- -->/g, ' ').replace(/\s+/g, ' ');

const days = (values: [number, number][]) =>
  values.map(([scans, calls], i) => ({ date: `2026-03-${String(i + 1).padStart(2, '0')}`, scans, calls }));

describe('stat cards', () => {
  it("shows '...' while the numbers load", () => {
    const html = text(renderToStaticMarkup(<StatCards stats={null} />));
    expect(html).toContain('Postcards Sent ...');
    expect(html).toContain('QR Code Scans ...');
    expect(html).toContain('Phone Calls ...');
  });

  it('groups thousands the US way', () => {
    const html = text(
      renderToStaticMarkup(<StatCards stats={{ postcardsSent: 12345, qrScans: 1000, phoneCalls: 7 }} />),
    );
    expect(html).toContain('Postcards Sent 12,345');
    expect(html).toContain('QR Code Scans 1,000');
    expect(html).toContain('Phone Calls 7');
  });
});

describe('response chart', () => {
  it('says so when nothing happened in the period', () => {
    const html = renderToStaticMarkup(
      <ChartBars
        days={days([
          [0, 0],
          [0, 0],
        ])}
        series={['scans', 'calls']}
      />,
    );
    expect(html).toContain('No scans or calls in the last 30 days yet.');
    expect(html).not.toContain('<svg');
  });

  it('draws one bar segment per non-zero value, labels the axis top, and tells screen readers', () => {
    const html = renderToStaticMarkup(
      <ChartBars
        days={days([
          [3, 1],
          [0, 0],
          [0, 2],
        ])}
        series={['scans', 'calls']}
      />,
    );
    expect(html.match(/class="fill-brand-500"/g)).toHaveLength(1);
    expect(html.match(/class="fill-emerald-500"/g)).toHaveLength(2);
    expect(html).toContain('>5</span>'); // 4 responses on the busiest day: the axis goes to 5
    expect(html).toContain('<title>Mar 1: 3 scans, 1 call</title>');
    expect(text(html)).toContain('Mar 1 3 1 Mar 2 0 0 Mar 3 0 2');
    expect(html).toContain('class="sr-only"');
  });

  it('shows the totals of the chosen series in the legend', () => {
    const html = text(
      renderToStaticMarkup(
        <ChartLegend
          days={days([
            [3, 1],
            [2, 0],
          ])}
          series={['scans']}
        />,
      ),
    );
    expect(html).toContain('QR scans 5');
    expect(html).not.toContain('Phone calls');
  });
});

describe('tracking page that fails to load', () => {
  it("shows the heading and 'Failed to load tracking URLs' in an 'Error' panel", async () => {
    const { default: TrackingError } = await import('@/app/(app)/tracking/error');
    const html = renderToStaticMarkup(<TrackingError reset={() => {}} />);
    expect(html).toContain('Engagement Tracking</h1>');
    expect(html).toContain('<p class="font-semibold">Error</p>');
    expect(html).toContain('<p>Failed to load tracking URLs</p>');
  });
});
