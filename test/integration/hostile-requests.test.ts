import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as followUpStepRoute from '@/app/api/v1/campaigns/[id]/follow-ups/[step_id]/route';
import * as followUpsRoute from '@/app/api/v1/campaigns/[id]/follow-ups/route';
import * as campaignResultsRoute from '@/app/api/v1/campaigns/[id]/results/route';
import * as campaignRoute from '@/app/api/v1/campaigns/[id]/route';
import * as campaignsRoute from '@/app/api/v1/campaigns/route';
import * as hookRoute from '@/app/api/v1/hooks/[id]/route';
import * as listContactsRoute from '@/app/api/v1/lists/[id]/contacts/route';
import * as listRoute from '@/app/api/v1/lists/[id]/route';
import * as listSendRoute from '@/app/api/v1/lists/[id]/send/route';
import * as listsRoute from '@/app/api/v1/lists/route';
import * as hooksRoute from '@/app/api/v1/hooks/route';
import * as samplesRoute from '@/app/api/v1/hooks/samples/[event]/route';
import * as meRoute from '@/app/api/v1/me/route';
import * as openApiRoute from '@/app/api/v1/openapi.json/route';
import * as orderRoute from '@/app/api/v1/orders/[id]/route';
import * as ordersRoute from '@/app/api/v1/orders/route';
import * as sendRoute from '@/app/api/v1/sends/[id]/route';
import * as sendsRoute from '@/app/api/v1/sends/route';
import * as templatesRoute from '@/app/api/v1/templates/route';
import * as postcardsWebhook from '@/app/api/webhooks/postcards/route';
import * as stripeWebhook from '@/app/api/webhooks/stripe/route';
import * as twilioVoice from '@/app/api/webhooks/twilio/voice/route';
import { generateApiKey } from '@/lib/accounts/api-key';
import { buildOpenApiDocument } from '@/lib/api/openapi/build-openapi-document';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { switchToPro } from '../support/plans';
import { seededRandom } from '@/lib/random/seeded-random';
import { signUpUser } from '../support/users';

/**
 * A fuzz suite over every public route: malformed requests generated from our own OpenAPI
 * document (and random bodies with bad signatures for the webhooks), with a fixed seed and a
 * bounded count. Every answer must be a 4xx in the documented error shape, never a 500 or a
 * stack trace, and nothing may be written.
 */

const SEED = 17;
const PER_OPERATION = 40;
const ORIGIN = 'http://localhost:3000';

// Seeded, so a failure replays exactly.
const rand = seededRandom(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\ud800', // a lone surrogate
  '‮gnp.exe', // right-to-left override
  '👩‍👩‍👧‍👦'.repeat(50),
  'x'.repeat(100_000),
  "' or 1=1 --",
  '../../etc/passwd',
  '%00%2e%2e%2f',
  '<script>alert(1)</script>',
  '{{7*7}}',
  'NaN',
  '-1',
  '1e309',
  'null',
];
const WRONG_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e309,
  [],
  [1, 2],
  {},
  { nested: { deep: [] } },
  ...NASTY_STRINGS,
];

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
  enum?: unknown[];
};
type Operation = { method: string; path: string; bodySchema?: Schema; query: string[] };

const document = buildOpenApiDocument(ORIGIN) as {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema: Schema }> } }
    >
  >;
  components: { schemas: Record<string, Schema> };
};
const resolve = (schema: Schema): Schema =>
  schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()!] : schema;

const operations: Operation[] = Object.entries(document.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    bodySchema: op.requestBody ? resolve(op.requestBody.content['application/json'].schema) : undefined,
    query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
  })),
);

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;
const ROUTES: Record<string, Record<string, Handler>> = {
  '/orders': ordersRoute as never,
  '/orders/{id}': orderRoute as never,
  '/sends': sendsRoute as never,
  '/sends/{id}': sendRoute as never,
  '/campaigns': campaignsRoute as never,
  '/campaigns/{id}': campaignRoute as never,
  '/campaigns/{id}/results': campaignResultsRoute as never,
  '/campaigns/{id}/follow-ups': followUpsRoute as never,
  '/campaigns/{id}/follow-ups/{step_id}': followUpStepRoute as never,
  '/lists': listsRoute as never,
  '/lists/{id}': listRoute as never,
  '/lists/{id}/contacts': listContactsRoute as never,
  '/lists/{id}/send': listSendRoute as never,
  '/templates': templatesRoute as never,
  '/me': meRoute as never,
  '/hooks': hooksRoute as never,
  '/hooks/{id}': hookRoute as never,
  '/hooks/samples/{event}': samplesRoute as never,
  '/openapi.json': openApiRoute as never,
};

/** A body that breaks the schema at least once: invalid JSON, not an object, or a bad field. */
function malformedBody(schema: Schema): { text: string; contentType: string } {
  const kind = rand();
  if (kind < 0.15)
    return { text: pick(['{', '{"a":', 'not json', '\u0000', '[1,2', '{"a":1}}']), contentType: 'application/json' };
  if (kind < 0.25)
    return {
      text: JSON.stringify(pick(WRONG_VALUES.filter((v) => typeof v !== 'object' || Array.isArray(v)))),
      contentType: 'application/json',
    };
  const body: Record<string, unknown> = {};
  const properties = Object.entries(schema.properties ?? {});
  for (const [name, property] of properties) {
    // A plausible value of the documented type, so the break below is what gets caught.
    body[name] = property.enum ? property.enum[0] : property.type === 'object' ? {} : 'Plausible value';
  }
  const required = schema.required ?? [];
  // The break: drop a required field, or give a required field a wrong value.
  const target = required.length ? pick(required) : pick(properties.map(([name]) => name));
  if (rand() < 0.4) delete body[target];
  else
    body[target] = pick(
      WRONG_VALUES.filter((v) => typeof v !== 'string' || v.length === 0 || v.length > 50_000 || v === '\u0000'),
    );
  // Extra fields on top.
  for (let i = 0; i < Math.floor(rand() * 3); i++)
    body[pick(NASTY_STRINGS).slice(0, 40) || 'extra'] = pick(WRONG_VALUES);
  const contentType =
    rand() < 0.1 ? pick(['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) : 'application/json';
  return { text: JSON.stringify(body), contentType };
}

/** Percent-encoded; a lone surrogate has no UTF-8, so it goes as the invalid bytes a client could send. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** Header values are bytes: what a client can send of a nasty string. */
const asHeader = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').slice(0, 200) || 'x';

function malformedRequest(operation: Operation, key: string): { request: Request; params: Record<string, string> } {
  const params: Record<string, string> = {};
  let path = operation.path;
  for (const [, name] of operation.path.matchAll(/\{(\w+)\}/g)) {
    params[name] = pick(NASTY_STRINGS).slice(0, 2000);
    path = path.replace(`{${name}}`, encode(params[name]) || '%20');
  }
  const url = new URL(`${ORIGIN}/api/v1${path}`);
  for (const name of [...operation.query, 'unknown_param']) {
    if (rand() < 0.7) url.searchParams.set(name, pick(NASTY_STRINGS).slice(0, 5000));
  }
  const headers: Record<string, string> = { 'x-api-key': key };
  let body: string | undefined;
  if (operation.bodySchema) {
    const malformed = malformedBody(operation.bodySchema);
    body = malformed.text;
    headers['content-type'] = malformed.contentType;
  }
  return { request: new Request(url, { method: operation.method, headers, body }), params };
}

async function expectErrorShape(response: Response, what: string) {
  const text = await response.text();
  expect(response.status, `${what} → ${response.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, what).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/); // no stack trace
  if (response.status >= 400) {
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(typeof body.error, `${what}: ${text.slice(0, 300)}`).toBe('string');
    expect(typeof body.message, `${what}: ${text.slice(0, 300)}`).toBe('string');
  }
  return response.status;
}

async function rowCounts() {
  const result = await getDb().execute(sql`
    select (select count(*) from orders_table)::int as orders, (select count(*) from recipients)::int as recipients,
           (select count(*) from api_hooks)::int as hooks, (select count(*) from transactions)::int as transactions,
           (select count(*) from webhook_events)::int as webhook_events`);
  return (result as unknown as { rows: Record<string, number>[] }).rows[0];
}

let key: string;

beforeEach(async () => {
  setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: ORIGIN });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const user = await signUpUser('fuzz@example.com');
  await switchToPro(user.id);
  const generated = generateApiKey();
  await getDb()
    .update(profiles)
    .set({ api_key: generated.hash, api_key_hint: generated.hint })
    .where(eq(profiles.id, user.id));
  key = generated.key;
});

describe('the public API under malformed requests (seed 17)', () => {
  it('covers every operation of the OpenAPI document', () => {
    expect(
      operations.map((o) => `${o.method} ${o.path}`).filter((o) => !ROUTES[o.split(' ')[1]]?.[o.split(' ')[0]]),
    ).toEqual([]);
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s: never a 5xx, errors in the documented shape, nothing written',
    async (name, operation) => {
      const before = await rowCounts();
      const statuses = new Set<number>();
      for (let i = 0; i < PER_OPERATION; i++) {
        const { request, params } = malformedRequest(operation, key);
        const response = await ROUTES[operation.path][operation.method](request, { params: Promise.resolve(params) });
        statuses.add(await expectErrorShape(response, `${name} #${i}`));
      }
      // Malformed bodies are refused; the rate limit may answer too (429), never a success.
      if (operation.bodySchema)
        expect(
          [...statuses].every((s) => s >= 400 && s < 500),
          `${name}: ${[...statuses]}`,
        ).toBe(true);
      expect(await rowCounts()).toEqual(before);
    },
  );
});

describe('the webhooks under random bodies and bad signatures (seed 17)', () => {
  const randomBody = () =>
    pick([
      () => JSON.stringify({ type: pick(NASTY_STRINGS), data: { object: pick(WRONG_VALUES) } }),
      () => pick(NASTY_STRINGS),
      () => Array.from({ length: 200 }, () => String.fromCharCode(Math.floor(rand() * 0xffff))).join(''),
      () =>
        new URLSearchParams({
          To: pick(NASTY_STRINGS).slice(0, 100),
          CallSid: pick(NASTY_STRINGS).slice(0, 100),
        }).toString(),
    ])();

  it('Stripe, thanks.io and Twilio answer 4xx and record nothing', async () => {
    setEnvForTests({
      ADMIN_EMAIL: 'admin@inkpost.test',
      APP_URL: ORIGIN,
      STRIPE_SECRET_KEY: 'sk_test_51InkpostFakeKey000000000000',
      STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
      THANKSIO_WEBHOOK_SECRET: 'whsec_thanksio_fuzz',
    });
    const before = await rowCounts();
    for (let i = 0; i < PER_OPERATION; i++) {
      const stripe = await stripeWebhook.POST(
        new Request(`${ORIGIN}/api/webhooks/stripe`, {
          method: 'POST',
          headers: {
            'stripe-signature': pick([
              't=1,v1=00',
              `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}`,
              asHeader(pick(NASTY_STRINGS)),
            ]),
          },
          body: randomBody(),
        }),
      );
      expect(stripe.status, `stripe #${i}`).toBe(400);

      const token = rand() < 0.5 ? 'whsec_thanksio_fuzz' : pick(NASTY_STRINGS).slice(0, 100);
      const thanksio = await postcardsWebhook.POST(
        new Request(`${ORIGIN}/api/webhooks/postcards?token=${encode(token)}`, { method: 'POST', body: randomBody() }),
      );
      expect(thanksio.status, `thanks.io #${i}`).toBeLessThan(500);
      if (token !== 'whsec_thanksio_fuzz') expect(thanksio.status).toBe(401);

      const twilio = await twilioVoice.POST(
        new Request(`${ORIGIN}/api/webhooks/twilio/voice`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-twilio-signature': asHeader(pick(NASTY_STRINGS)),
          },
          body: randomBody(),
        }),
      );
      expect(twilio.status, `twilio #${i}`).toBe(403);
    }
    expect(await rowCounts()).toEqual(before);
  });
});
