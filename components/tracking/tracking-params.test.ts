import { describe, expect, it } from 'vitest';
import { chartParam, parseChartSubject, parseTrackingQuery, trackingHref, withSearchParam } from './tracking-params';

const PHONE_ID = '3f2b6c1e-8a4d-4c2b-9e1f-0a1b2c3d4e5f';

describe('tracking page query', () => {
  it('defaults to the QR tab, no search, newest first, page 1, everything in the chart', () => {
    expect(parseTrackingQuery({})).toEqual({
      tab: 'qr',
      links: 'own',
      q: '',
      sort: { key: 'date', direction: 'desc' },
      page: 1,
      cursor: { after: undefined, before: undefined, skip: 0 },
      chart: { kind: 'all' },
    });
  });

  it('reads every parameter, ignoring nonsense', () => {
    expect(
      parseTrackingQuery({
        tab: 'phone',
        links: 'postcards',
        q: 'shop',
        sort: 'views',
        dir: 'asc',
        page: '3',
        after: 'abc123def456',
        skip: '1',
        chart: `phone:${PHONE_ID}`,
      }),
    ).toEqual({
      tab: 'phone',
      links: 'postcards',
      q: 'shop',
      sort: { key: 'views', direction: 'asc' },
      page: 3,
      cursor: { after: 'abc123def456', before: undefined, skip: 1 },
      chart: { kind: 'phone', id: PHONE_ID },
    });
    expect(parseTrackingQuery({ tab: 'fax', links: 'all', page: '-2', chart: 'url:NOT-AN-ID' })).toMatchObject({
      tab: 'qr',
      links: 'own',
      page: 1,
      chart: { kind: 'all' },
    });
    expect(parseTrackingQuery({ page: ['2', '5'] }).page).toBe(2);
  });

  it('reads and writes the chart choice', () => {
    expect(parseChartSubject('url:abc123def456')).toEqual({ kind: 'url', id: 'abc123def456' });
    expect(parseChartSubject('phone:nope')).toEqual({ kind: 'all' });
    expect(parseChartSubject(undefined)).toEqual({ kind: 'all' });
    expect(chartParam({ kind: 'url', id: 'abc123def456' })).toBe('url:abc123def456');
    expect(chartParam({ kind: 'all' })).toBe('all');
  });

  it('builds links that keep the rest of the query and leave defaults out', () => {
    const query = parseTrackingQuery({ q: 'a&b', sort: 'views', dir: 'desc', page: '2', chart: 'url:abc123def456' });
    expect(trackingHref(query)).toBe('/tracking?tab=qr&q=a%26b&sort=views&dir=desc&page=2&chart=url%3Aabc123def456');
    expect(trackingHref(query, { tab: 'phone', page: 1 })).toBe(
      '/tracking?tab=phone&q=a%26b&sort=views&dir=desc&chart=url%3Aabc123def456',
    );
    // A page link brings its cursor; any other link to a page drops the one the page was read with.
    const deep = parseTrackingQuery({ page: '7', after: 'abc123def456', skip: '2' });
    expect(trackingHref(deep, { chart: { kind: 'all' } })).toBe('/tracking?tab=qr&page=7&after=abc123def456&skip=2');
    expect(trackingHref(deep, { page: 8, cursor: { after: 'zzz123def456' } })).toBe(
      '/tracking?tab=qr&page=8&after=zzz123def456',
    );
    expect(trackingHref(deep, { sort: { key: 'views', direction: 'desc' }, page: 1 })).toBe(
      '/tracking?tab=qr&sort=views&dir=desc',
    );
    expect(trackingHref(parseTrackingQuery({}), { sort: { key: 'date', direction: 'desc' } })).toBe('/tracking?tab=qr');
    expect(trackingHref(parseTrackingQuery({}), { sort: { key: 'date', direction: 'asc' } })).toBe(
      '/tracking?tab=qr&sort=date&dir=asc',
    );
    // The postcard links stay chosen through the other links; the user's own are the default.
    const postcards = parseTrackingQuery({ links: 'postcards', sort: 'views', dir: 'desc' });
    expect(trackingHref(postcards, { page: 2, cursor: { after: 'abc123def456' } })).toBe(
      '/tracking?tab=qr&links=postcards&sort=views&dir=desc&page=2&after=abc123def456',
    );
    expect(trackingHref(postcards, { links: 'own', page: 1 })).toBe('/tracking?tab=qr&links=own&sort=views&dir=desc');
  });

  it('changes one search parameter, starting the list again where asked', () => {
    expect(withSearchParam('tab=qr&q=old&page=3', 'q', 'new', ['page'])).toBe('tab=qr&q=new');
    expect(withSearchParam('tab=qr&q=old', 'q', null)).toBe('tab=qr');
    expect(withSearchParam('', 'chart', 'url:abc123def456')).toBe('chart=url%3Aabc123def456');
  });
});
