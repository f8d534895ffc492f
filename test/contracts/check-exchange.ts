import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkSchema, resolve, type Schema } from './check-schema';
import { decodeForm } from './decode-form';

/*
 * One HTTP exchange with a provider, checked against the operation its provider's OpenAPI
 * document (the extract in specs/) defines for it: the request's method, path, parameters and
 * body; the answer's body for its status.
 */

export type ProviderName = 'stripe' | 'twilio' | 'thanksio';

export type SentRequest = { method: string; url: string; contentType: string | null; body: string };
export type FakeAnswer = { status: number; contentType: string | null; body: string };

type Operation = {
  method: string;
  route: string;
  pattern: RegExp;
  parameterNames: string[];
  definition: Schema;
  parameters: Schema[];
};

type Contract = { name: ProviderName; document: Schema; origins: Set<string>; operations: Operation[] };

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** A contract over an OpenAPI document (a whole one, or an extract of one). */
function contractOf(name: ProviderName, document: Schema): Contract {
  const operations: Operation[] = [];
  const origins = new Set<string>();
  for (const [route, item] of Object.entries(document.paths as Record<string, Schema>)) {
    const servers = (item.servers ?? document.servers) as { url: string }[];
    const shared = (item.parameters ?? []) as Schema[];
    for (const [method, definition] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = definition as Schema;
      const own = ((op.parameters ?? []) as Schema[]).map((p) => resolve(p, document));
      const inherited = shared
        .map((p) => resolve(p, document))
        .filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
      for (const server of (op.servers ?? servers) as { url: string }[]) {
        const base = new URL(server.url);
        origins.add(base.origin);
        const prefix = base.pathname.replace(/\/$/, '');
        const parameterNames = [...route.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
        const body = escape(`${prefix}${route}`).replace(/\{[^}]+\}/g, '([^/]+)');
        operations.push({
          method: method.toUpperCase(),
          route,
          pattern: new RegExp(`^${escape(base.origin)}${body}$`),
          parameterNames,
          definition: op,
          parameters: [...inherited, ...own],
        });
      }
    }
  }
  return { name, document, origins, operations };
}

const specs = path.join(import.meta.dirname, 'specs');
const loaded = new Map<ProviderName, Contract>();

/** The extracted contract of a provider, read once. */
function providerContract(name: ProviderName): Contract {
  let contract = loaded.get(name);
  if (!contract) {
    contract = contractOf(name, JSON.parse(readFileSync(path.join(specs, `${name}.json`), 'utf8')) as Schema);
    loaded.set(name, contract);
  }
  return contract;
}

const PROVIDERS: ProviderName[] = ['stripe', 'twilio', 'thanksio'];

/** The contract of the provider a URL belongs to; undefined for hosts we hold no document of. */
export function contractFor(url: string): Contract | undefined {
  const origin = new URL(url).origin;
  return PROVIDERS.map(providerContract).find((contract) => contract.origins.has(origin));
}

/** The operation a request is for: a literal path wins over a templated one (/v1/customers/search over /{customer}). */
function matchOperation(contract: Contract, method: string, url: URL) {
  const target = `${url.origin}${url.pathname}`;
  const matches = contract.operations
    .map((operation) => ({ operation, found: target.match(operation.pattern) }))
    .filter((m): m is { operation: Operation; found: RegExpMatchArray } => !!m.found)
    .sort((a, b) => a.operation.parameterNames.length - b.operation.parameterNames.length);
  return { sameMethod: matches.find((m) => m.operation.method === method), anyMethod: matches[0] };
}

const mediaType = (contentType: string | null) => (contentType ?? '').split(';')[0].trim().toLowerCase();

function parseBody(contentType: string, text: string): { value?: unknown; error?: string } {
  if (contentType === 'application/x-www-form-urlencoded') return { value: decodeForm(text) };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { error: 'is not JSON' };
  }
}

/** Violations of the request against its operation; [] for hosts without a contract. */
export function checkRequest(request: SentRequest, contract = contractFor(request.url)): string[] {
  if (!contract) return [];
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const label = `${method} ${url.origin}${url.pathname}`;
  const { sameMethod, anyMethod } = matchOperation(contract, method, url);
  if (!sameMethod) {
    return anyMethod
      ? [`${label}: the ${contract.name} document has no ${method} for ${anyMethod.operation.route}`]
      : [`${label}: no operation of the ${contract.name} document has this path`];
  }
  const { operation, found } = sameMethod;
  const document = contract.document;
  const at = (where: string) => `${label} (${operation.method} ${operation.route}) ${where}`;
  const violations: string[] = [];

  operation.parameterNames.forEach((name, i) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    const value = decodeURIComponent(found[i + 1]);
    if (parameter?.schema)
      violations.push(
        ...checkSchema(parameter.schema as Schema, value, at(`path {${name}}`), {
          document,
          fromStrings: true,
          required: true,
        }),
      );
  });

  const query = decodeForm(url.search.slice(1));
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  for (const [name, value] of Object.entries(query)) {
    const parameter = queryParameters.find((p) => p.name === name);
    if (!parameter) violations.push(at(`query ${name}: not a parameter of the operation`));
    else if (parameter.schema)
      violations.push(
        ...checkSchema(parameter.schema as Schema, value, at(`query ${name}`), {
          document,
          fromStrings: true,
          required: true,
        }),
      );
  }
  for (const parameter of queryParameters) {
    if (parameter.required && !(String(parameter.name) in query))
      violations.push(at(`query ${String(parameter.name)}: required, missing`));
  }

  const requestBody = operation.definition.requestBody
    ? resolve(operation.definition.requestBody as Schema, document)
    : null;
  if (!request.body) {
    if (requestBody?.required) violations.push(at('body: required, missing'));
    return violations;
  }
  if (!requestBody) return [...violations, at('body: the operation takes none')];
  const content = requestBody.content as Record<string, { schema?: Schema }>;
  const type = mediaType(request.contentType);
  if (!content[type])
    return [
      ...violations,
      at(`body: sent as ${type || 'no content type'}, the document takes ${Object.keys(content).join(', ')}`),
    ];
  const parsed = parseBody(type, request.body);
  if (parsed.error) return [...violations, at(`body ${parsed.error}`)];
  if (content[type].schema) {
    const fromStrings = type === 'application/x-www-form-urlencoded';
    violations.push(
      ...checkSchema(content[type].schema, parsed.value, at('body'), { document, fromStrings, required: true }),
    );
  }
  return violations;
}

/**
 * Violations of a fake's answer against the operation's documented answer for its status.
 * Statuses the document does not describe, and 5xx (an outage answers with whatever the
 * gateway says), are not checked.
 */
export function checkAnswer(
  request: Pick<SentRequest, 'method' | 'url'>,
  answer: FakeAnswer,
  contract = contractFor(request.url),
): string[] {
  if (!contract || answer.status >= 500) return [];
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const operation = matchOperation(contract, method, url).sameMethod?.operation;
  if (!operation) return []; // the request itself is reported
  const responses = operation.definition.responses as Record<string, Schema>;
  const documented =
    responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`] ?? responses.default;
  if (!documented) return [];
  const label = `${method} ${url.origin}${url.pathname} (${operation.method} ${operation.route}) answer ${answer.status}`;
  const content = resolve(documented, contract.document).content as Record<string, { schema?: Schema }> | undefined;
  const json = content?.['application/json'];
  if (!json) return answer.body ? [`${label}: has a body, the document describes none`] : [];
  if (!answer.body) return [`${label}: has no body, the document describes a JSON one`];
  const parsed = parseBody('application/json', answer.body);
  if (parsed.error) return [`${label}: body ${parsed.error}`];
  return json.schema
    ? checkSchema(json.schema, parsed.value, `${label} body`, {
        document: contract.document,
        fromStrings: false,
        required: false,
      })
    : [];
}

/**
 * A webhook delivery our tests send, against what the document says the provider sends:
 * Stripe's `event` with `data.object` as the schema its `object` names; thanks.io's events as
 * their documented example payloads.
 */
export function checkWebhook(provider: ProviderName, payload: unknown): string[] {
  const contract = providerContract(provider);
  const document = contract.document;
  const options = { document, fromStrings: false, required: true };
  const schemas = (document.components as { schemas: Record<string, Schema> }).schemas;
  const event = payload as { type?: string; event_type?: string; data?: { object?: { object?: string } } };
  if (provider === 'stripe') {
    const label = `Stripe event ${String(event.type)}`;
    const violations = checkSchema(schemas.event, payload, label, options);
    const kind = event.data?.object?.object;
    const objectSchema = kind ? schemas[kind] : undefined;
    if (!objectSchema)
      return [...violations, `${label}: data.object of type ${String(kind)} is not in the extracted document`];
    // An event carries the whole object, but our tests build only what the code reads.
    return [
      ...violations,
      ...checkSchema(objectSchema, event.data?.object, `${label} data.object`, { ...options, required: false }),
    ];
  }
  const webhook = (document.webhooks as Record<string, Schema> | undefined)?.[String(event.event_type)];
  if (!webhook) return [`${provider} webhook ${String(event.event_type)}: not described by the document`];
  const schema = ((webhook.post as Schema).requestBody as { content: Record<string, { schema: Schema }> }).content[
    'application/json'
  ].schema;
  return checkSchema(schema, payload, `${provider} webhook ${String(event.event_type)}`, options);
}
