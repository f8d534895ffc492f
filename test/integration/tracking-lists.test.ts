import { sql } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PhoneList } from '@/components/tracking/phone-list';
import { QrList } from '@/components/tracking/qr-list';
import { parseTrackingQuery } from '@/components/tracking/tracking-params';
import { getDb } from '@/lib/db/client';
import { signUpUser, type TestUser } from '../support/users';

// Each list of the Tracking page loads on its own: when its query fails it shows its own
// 'Error' panel and the rest of the page still renders.

let user: TestUser;
beforeEach(async () => {
  user = await signUpUser('lists@example.com');
});

async function withTableAway<T>(table: string, run: () => Promise<T>): Promise<T> {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  await getDb().execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  try {
    return await run();
  } finally {
    await getDb().execute(sql.raw(`alter table ${table}_away rename to ${table}`));
    log.mockRestore();
  }
}

describe('the Tracking page lists', () => {
  it("QR list: 'Failed to load tracking URLs' in an 'Error' panel", async () => {
    const html = await withTableAway('tracking_urls', async () =>
      renderToStaticMarkup(await QrList({ userId: user.id, query: parseTrackingQuery({}) })),
    );
    expect(html).toContain('<p class="font-semibold">Error</p>');
    expect(html).toContain('<p>Failed to load tracking URLs</p>');
  });

  it("Phone list: 'Failed to load phone numbers' in an 'Error' panel", async () => {
    const html = await withTableAway('phone_numbers', async () =>
      renderToStaticMarkup(await PhoneList({ userId: user.id })),
    );
    expect(html).toContain('<p class="font-semibold">Error</p>');
    expect(html).toContain('<p>Failed to load phone numbers</p>');
  });

  it('show their empty states when the queries work', async () => {
    expect(renderToStaticMarkup(await QrList({ userId: user.id, query: parseTrackingQuery({}) }))).toContain(
      'No tracking URLs',
    );
    expect(renderToStaticMarkup(await PhoneList({ userId: user.id }))).toContain('No phone numbers');
  });
});
