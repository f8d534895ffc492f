import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as postOrder } from '@/app/api/v1/orders/route';
import { POST as uploadImage } from '@/app/api/templates/images/route';
import { POST as postcardsWebhook } from '@/app/api/webhooks/postcards/route';
import { POST as stripeWebhook } from '@/app/api/webhooks/stripe/route';
import { POST as twilioVoice } from '@/app/api/webhooks/twilio/voice/route';
import { generateApiKey } from '@/lib/accounts/api-key';
import { getDb } from '@/lib/db/client';
import { orders, profiles, webhookEvents } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { switchToPro } from '../support/plans';
import { storeTemplateImage } from '@/lib/templates/store-template-image';
import { pixelBombPng } from '../support/images';
import { useTempStorage } from '../support/storage';
import { actAs, signUpUser, type TestUser } from '../support/users';

/**
 * Hostile bodies cost at most the cap of the route they reach: a declared length over the cap is
 * refused before a byte is read, and a body that streams past it is cut off at the cap.
 */

const MB = 1024 * 1024;
const BASE_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };

/**
 * A body of `totalBytes` made lazily from one reused 1 MB chunk, so the test itself holds no more
 * than a megabyte; `pulled()` says how much of it the route actually read.
 */
function endlessBody(totalBytes: number) {
  const chunk = new Uint8Array(MB).fill(0x61);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

function post(url: string, body: BodyInit, headers: Record<string, string>) {
  return new Request(url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
}

let ada: TestUser;

beforeEach(async () => {
  setEnvForTests(BASE_ENV);
  ada = await signUpUser('ada@example.com');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => vi.restoreAllMocks());

describe('template image uploads', () => {
  useTempStorage();

  it('refuses a declared 400 MB upload before reading it, with the spec wording', async () => {
    actAs(ada);
    const body = endlessBody(400 * MB);
    const request = post('http://localhost:3000/api/templates/images', body.stream, {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(400 * MB),
    });
    const response = await uploadImage(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'payload_too_large', message: 'Image must be 20 MB or smaller' });
    // At most the stream's own one-chunk read-ahead: the route read nothing of the 400 MB.
    expect(body.pulled()).toBeLessThanOrEqual(MB);
  });

  it('stops reading an upload with no declared length at the cap', async () => {
    actAs(ada);
    const body = endlessBody(400 * MB);
    const response = await uploadImage(
      post('http://localhost:3000/api/templates/images', body.stream, {
        'content-type': 'multipart/form-data; boundary=x',
      }),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('Image must be 20 MB or smaller');
    // 20 MB of image plus the form's framing, the chunk that went over and the stream's read-ahead.
    expect(body.pulled()).toBeLessThanOrEqual(23 * MB);
  });

  it('refuses a small PNG that declares 30,000 × 30,000 pixels as unreadable, without decoding it', async () => {
    const bomb = pixelBombPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(50_000);
    await expect(
      storeTemplateImage({ userId: ada.id, size: '4x6', side: 'front', file: { bytes: bomb } }),
    ).rejects.toThrow('Failed to verify image dimensions');
  });
});

describe('the public API', () => {
  it('answers 413 in the API error shape to a body over 1 MB, and creates nothing', async () => {
    await switchToPro(ada.id);
    const { key, hash, hint } = generateApiKey();
    await getDb().update(profiles).set({ api_key: hash, api_key_hint: hint }).where(eq(profiles.id, ada.id));
    const huge = JSON.stringify({ recipient_name: 'x'.repeat(2 * MB) });
    const response = await postOrder(
      post('http://localhost:3000/api/v1/orders', huge, { 'x-api-key': key, 'content-type': 'application/json' }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'payload_too_large',
      message: 'The request body must be 1 MB or smaller.',
    });
    expect(await getDb().select().from(orders).where(eq(orders.user_id, ada.id))).toEqual([]);
  });

  it('stops reading a streamed API body at 1 MB', async () => {
    await switchToPro(ada.id);
    const { key, hash, hint } = generateApiKey();
    await getDb().update(profiles).set({ api_key: hash, api_key_hint: hint }).where(eq(profiles.id, ada.id));
    const body = endlessBody(100 * MB);
    const response = await postOrder(
      post('http://localhost:3000/api/v1/orders', body.stream, {
        'x-api-key': key,
        'content-type': 'application/json',
      }),
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(3 * MB);
  });
});

describe('provider webhooks', () => {
  const twoMegabytes = 'x'.repeat(2 * MB);

  it('Stripe: 413 before the signature is even looked at, nothing recorded', async () => {
    setEnvForTests({
      ...BASE_ENV,
      STRIPE_SECRET_KEY: 'sk_test_51InkpostFakeKey000000000000',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    const response = await stripeWebhook(
      post('http://localhost:3000/api/webhooks/stripe', twoMegabytes, { 'stripe-signature': 't=1,v1=00' }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'payload_too_large' });
    expect(await getDb().select().from(webhookEvents)).toEqual([]);
  });

  it('thanks.io: 413 for a body over 1 MB, nothing recorded', async () => {
    setEnvForTests({ ...BASE_ENV, THANKSIO_WEBHOOK_SECRET: 'whsec_thanksio_5f2c9a7e1b' });
    const response = await postcardsWebhook(
      post('http://localhost:3000/api/webhooks/postcards?token=whsec_thanksio_5f2c9a7e1b', twoMegabytes, {
        'content-type': 'application/json',
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'payload_too_large' });
    expect(await getDb().select().from(webhookEvents)).toEqual([]);
  });

  it('Twilio voice: 413 for a form over 1 MB, read no further than the cap', async () => {
    const body = endlessBody(50 * MB);
    const response = await twilioVoice(
      post('http://localhost:3000/api/webhooks/twilio/voice', body.stream, {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(3 * MB);
  });
});
