// npm run contracts:update — extracts, from local copies of the providers' published OpenAPI
// documents, only the operations and schemas our adapters use, into test/contracts/specs/.
// Each copy is a git directory (the search tool's `fetch` puts them under /work/.mirror); the
// file is read at a pinned commit, so an update is: change the commit, run this, review the diff.
//
//   STRIPE_OPENAPI_GIT, TWILIO_OPENAPI_GIT, THANKSIO_OPENAPI_GIT   git directories
//   STRIPE_OPENAPI_COMMIT, TWILIO_OPENAPI_COMMIT, THANKSIO_OPENAPI_COMMIT   commits (default: pinned below)
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { schemaFromExample } from '../test/contracts/schema-from-example';

type Json = Record<string, unknown>;
type Operation = [method: string, path: string];
/** `set` replaces the value at the JSON pointer `at`; `merge` adds keys to the object there. */
type Erratum = { at: string; set?: unknown; merge?: Json; why: string };

const root = path.resolve(import.meta.dirname, '..');
const mirror = process.env.CONTRACTS_MIRROR ?? '/work/.mirror';

type Source = {
  name: string;
  repository: string;
  gitDir: string;
  commit: string;
  path: string;
  operations: Operation[];
  /** Schemas checked besides those the operations reach: objects inside webhook events. */
  schemas?: string[];
  /**
   * Stripe only: its expandable fields (`anyOf: [id, object]`) reach most of the API. An
   * expanded object is extracted only if listed here; others stay ids, and a fake that embeds
   * one fails with a message that says to list it.
   */
  expandable?: string[];
  /**
   * Where the document contradicts itself, the side its own examples or prose take, applied to
   * the extract and listed in it (`x-errata`) with the evidence. Kept few: each one is a place
   * where the check trusts us over the schema.
   */
  errata?: Erratum[];
  /** Extra material from the same repository: operations and webhook examples outside openapi.json. */
  extra?: (read: (file: string) => string) => { paths?: Json; webhooks?: Json; files: string[] };
};

const SOURCES: Source[] = [
  {
    name: 'stripe',
    repository: 'stripe/openapi',
    gitDir: process.env.STRIPE_OPENAPI_GIT ?? `${mirror}/stripe+openapi/repo`,
    // spec3.json of API version 2023-10-16 (what the client pins) is over the 4 MiB that stored
    // copies keep; the newest document we can read is spec3.yaml of 2023-09-12, version
    // 2023-08-16 (docs/decisions/022-provider-contracts.md).
    commit: process.env.STRIPE_OPENAPI_COMMIT ?? '63a674638635c68de26b9f3add13e58198f4df44',
    path: 'openapi/spec3.yaml',
    operations: [
      ['post', '/v1/customers'],
      ['get', '/v1/customers/{customer}'],
      ['post', '/v1/subscriptions'],
      ['get', '/v1/subscriptions/{subscription_exposed_id}'],
      ['post', '/v1/checkout/sessions'],
      ['post', '/v1/billing_portal/sessions'],
      ['get', '/v1/payment_methods'],
      ['post', '/v1/payment_intents'],
    ],
    schemas: ['event', 'checkout.session', 'payment_intent', 'payment_method', 'subscription', 'invoice'],
    expandable: ['customer', 'invoice', 'payment_intent', 'payment_method', 'price', 'product', 'subscription'],
  },
  {
    name: 'twilio',
    repository: 'twilio/twilio-oai',
    gitDir: process.env.TWILIO_OPENAPI_GIT ?? `${mirror}/twilio+twilio-oai/repo`,
    commit: process.env.TWILIO_OPENAPI_COMMIT ?? 'd50069b44ea8cd23141385bdb6db48f16ff75bb5',
    path: 'spec/json/twilio_api_v2010.json',
    operations: [
      ['get', '/2010-04-01/Accounts/{AccountSid}/AvailablePhoneNumbers/{CountryCode}/Local.json'],
      ['post', '/2010-04-01/Accounts/{AccountSid}/IncomingPhoneNumbers.json'],
      ['delete', '/2010-04-01/Accounts/{AccountSid}/IncomingPhoneNumbers/{Sid}.json'],
    ],
    errata: ['latitude', 'longitude'].map((field) => ({
      at: `/components/schemas/api.v2010.account.available_phone_number_country.available_phone_number_local/properties/${field}`,
      set: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }], nullable: true },
      why: `typed number, but the document's own example answer (readFull) sends ${field} as a decimal string ("19.720000")`,
    })),
  },
  {
    name: 'thanksio',
    repository: 'thanks-io/thanks.io-api-docs',
    gitDir: process.env.THANKSIO_OPENAPI_GIT ?? `${mirror}/thanks-io+thanks.io-api-docs/repo`,
    commit: process.env.THANKSIO_OPENAPI_COMMIT ?? '2b0a70c636fc1b1e8118768c2d0f43ddc46030f0',
    path: 'api-reference/openapi.json',
    operations: [
      ['post', '/send/postcard'],
      ['post', '/mailing-lists/buy-radius-search'],
      ['get', '/mailing-lists-utils/recipients/{mailingListId}'],
      ['get', '/orders/{order_id}/track'],
    ],
    extra: thanksioExtra,
    errata: [
      {
        at: '/components/schemas/send-mailer-base/properties',
        merge: Object.fromEntries(
          ['return_name', 'return_address', 'return_address2', 'return_city', 'return_state', 'return_postal_code'].map(
            (field) => [field, { type: 'string' }],
          ),
        ),
        why: 'no return address field in the send schemas, yet the send answers echo one (return_name "Custom Return", return_address, …) and the request example of /send/letter at commit 2434091 sent return_name, return_address, return_address2, return_city, return_state, return_postal_code; sub-accounts use the same names',
      },
      {
        at: '/components/schemas/send-mailer-base/properties/handwriting_color',
        set: {
          type: 'string',
          anyOf: [{ enum: ['blue', 'black', 'green', 'purple', 'red'] }, { pattern: '^#[0-9A-Fa-f]{6}$' }],
        },
        why: "the enum lists five names; the field's own description says \"preset named colors or specified as hex format, such as '#4287f5'\"",
      },
      {
        at: '/components/schemas/recipient-create-no-mailinglist/anyOf',
        set: [{ required: ['address'] }, { required: ['email'] }],
        why: 'requires mailing_list_id, a field this schema (…-no-mailinglist) does not define; the /send/postcard examples send recipients without it',
      },
      {
        at: '/components/schemas/recipient/properties',
        merge: {
          ...Object.fromEntries(
            ['address2', 'dob', 'custom1', 'custom2'].map((field) => [field, { type: ['string', 'null'] }]),
          ),
          session_id: {},
          deliverability: {},
          can_deliver: { type: 'boolean' },
        },
        why: 'the List Recipients example answer has session_id, deliverability and can_deliver, and null for address2, dob, custom1 and custom2; the schema has none of the three and only strings',
      },
    ],
  },
];

/**
 * thanks.io keeps some operations out of openapi.json, as OpenAPI path items in
 * endpoints-to-add.txt (Track Order among them), and describes its webhooks only by one example
 * payload per event in the webhook pages. Those examples become the webhooks' schemas.
 */
function thanksioExtra(read: (file: string) => string) {
  const toAdd = 'api-reference/endpoint/endpoints-to-add.txt';
  // A fragment of a `paths` object: braces around it (and no trailing comma) make it JSON.
  const paths = JSON.parse(`{${read(toAdd).trim().replace(/,\s*$/, '')}}`) as Json;
  // Their answers are `{ type: object }` beside an example: the example is the description.
  for (const item of Object.values(paths) as Json[]) {
    for (const operation of Object.values(item) as Json[]) {
      for (const response of Object.values((operation.responses ?? {}) as Json) as Json[]) {
        const json = (response.content as Json | undefined)?.['application/json'] as Json | undefined;
        if (json?.example !== undefined && !(json.schema as Json | undefined)?.properties) {
          json.schema = { ...schemaFromExample(json.example), 'x-derived-from-example': true };
        }
      }
    }
  }
  const webhooks: Json = {};
  const pages = {
    'order.status_update': 'webhooks/available/order-status-change.mdx',
    'order_item.status_update': 'webhooks/available/order-item-status-change.mdx',
  };
  for (const [event, page] of Object.entries(pages)) {
    const example = read(page).match(/```json\n([\s\S]*?)```/)?.[1];
    if (!example) throw new Error(`${page}: no JSON example`);
    // The pages' examples are hand-written JSON with trailing commas.
    const payload = JSON.parse(example.replace(/,(\s*[}\]])/g, '$1')) as unknown;
    webhooks[event] = {
      post: {
        description: `Derived from the example payload in ${page}, the only description thanks.io publishes.`,
        requestBody: {
          content: {
            'application/json': { schema: { ...schemaFromExample(payload), 'x-derived-from-example': true } },
          },
        },
      },
    };
  }
  return { paths, webhooks, files: [toAdd, ...Object.values(pages)] };
}

const PROSE = new Set(['description', 'example', 'examples']);

/**
 * Prose and examples left out: the checks read neither, and the source commit keeps them. The
 * keys of a `properties` map are field names, never prose (Stripe has a field `description`).
 */
function withoutProse(value: unknown, fieldNames = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutProse(item));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => fieldNames || !PROSE.has(key))
      .map(([key, inner]) => [key, withoutProse(inner, !fieldNames && key === 'properties')]),
  );
}

const git = (gitDir: string, ...args: string[]) =>
  execFileSync('git', ['-C', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** Every `#/components/<kind>/<name>` that `value` refers to. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      // Stripe repeats each expandable field's targets here for SDK generators; `anyOf` has them.
      else if (key !== 'x-expansionResources') refsIn(inner, found);
    }
  }
  return found;
}

/**
 * Stripe's expandable field `anyOf: [{ string id }, { $ref }]`: the object branch of a type
 * not listed is replaced by a marker the checker reports, so the extract stays small.
 */
function pruneExpandables(value: unknown, keep: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => pruneExpandables(item, keep));
  if (!value || typeof value !== 'object') return value;
  const object = value as Json;
  const out: Json = {};
  for (const [key, inner] of Object.entries(object)) {
    if (key === 'x-expansionResources') continue;
    out[key] = pruneExpandables(inner, keep);
  }
  if (object['x-expansionResources'] && Array.isArray(out.anyOf)) {
    out.anyOf = out.anyOf.map((branch) => {
      const ref = (branch as Json).$ref;
      const name = typeof ref === 'string' ? ref.split('/').pop()! : null;
      return name && !keep.has(name) ? { 'x-unextracted': `expanded ${name}` } : branch;
    });
  }
  return out;
}

function applyErratum(document: Json, { at, set, merge }: Erratum) {
  const keys = at.split('/').slice(1);
  const last = keys.pop()!;
  const parent = keys.reduce<Json | undefined>((node, key) => node?.[key] as Json | undefined, document);
  if (!parent || !(last in parent)) throw new Error(`erratum: ${at} is not in the extract (the document changed?)`);
  parent[last] = merge ? { ...(parent[last] as Json), ...merge } : set;
}

function extract(source: Source) {
  const read = (file: string) => git(source.gitDir, 'show', `${source.commit}:${file}`);
  const text = read(source.path);
  const document = (source.path.endsWith('.json') ? JSON.parse(text) : parseYaml(text)) as Json;
  const extra = source.extra?.(read);
  const allPaths = { ...(document.paths as Json), ...extra?.paths };

  const paths: Record<string, Json> = {};
  for (const [method, route] of source.operations) {
    const item = allPaths[route] as Json | undefined;
    const operation = item?.[method];
    if (!operation) throw new Error(`${source.name}: ${method.toUpperCase()} ${route} is not in the document`);
    // Path-level servers and parameters apply to every operation of the path.
    const shared = Object.fromEntries(
      Object.entries(item).filter(([key]) => key === 'servers' || key === 'parameters'),
    );
    paths[route] = { ...paths[route], ...shared, [method]: operation };
  }

  const keep = new Set(source.expandable ?? []);
  const pruned = (value: unknown) => withoutProse(source.expandable ? pruneExpandables(value, keep) : value);
  const components: Record<string, Json> = {};
  const pending = [
    ...refsIn(pruned(paths)),
    ...refsIn(extra?.webhooks),
    ...(source.schemas ?? []).map((name) => `#/components/schemas/${name}`),
  ];
  while (pending.length) {
    const ref = pending.pop()!;
    const [, , kind, name] = ref.split('/');
    if (components[kind]?.[name]) continue;
    const target = (document.components as Record<string, Json>)[kind]?.[name];
    if (!target) throw new Error(`${source.name}: ${ref} is not in the document`);
    (components[kind] ??= {})[name] = pruned(target);
    pending.push(...refsIn(components[kind][name]));
  }
  // Sorted by name, so that an update's diff shows what changed, not the order it was found in.
  const byName = (named: Json) => Object.fromEntries(Object.entries(named).sort(([a], [b]) => a.localeCompare(b)));
  const extracted = {
    paths: pruned(paths) as Json,
    components: Object.fromEntries(Object.entries(components).map(([kind, named]) => [kind, byName(named)])),
  };
  for (const erratum of source.errata ?? []) applyErratum(extracted, erratum);

  const info = document.info as Json;
  return {
    'x-source': {
      repository: source.repository,
      commit: source.commit,
      committed: git(source.gitDir, 'log', '-1', '--format=%cI', source.commit).trim(),
      files: [source.path, ...(extra?.files ?? [])],
      'extracted-by': 'npm run contracts:update (scripts/contracts-update.ts)',
    },
    openapi: document.openapi,
    info: { title: info.title, version: info.version },
    servers: document.servers,
    paths: extracted.paths,
    ...(source.errata ? { 'x-errata': source.errata.map(({ at, why }) => ({ at, why })) } : {}),
    ...(extra?.webhooks ? { webhooks: withoutProse(extra.webhooks) } : {}),
    components: extracted.components,
  };
}

const outDir = path.join(root, 'test/contracts/specs');
mkdirSync(outDir, { recursive: true });
for (const source of SOURCES) {
  const extracted = extract(source);
  const file = path.join(outDir, `${source.name}.json`);
  writeFileSync(file, `${JSON.stringify(extracted, null, 2)}\n`);
  const count = Object.values(extracted.components).reduce((sum, kind) => sum + Object.keys(kind).length, 0);
  console.log(
    `${path.relative(root, file)}: ${source.operations.length} operations, ${count} components (${source.repository}@${source.commit.slice(0, 12)})`,
  );
}
