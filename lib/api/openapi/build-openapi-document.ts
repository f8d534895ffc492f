import { z } from 'zod';
import { API_KEY_HEADER } from '../authenticate-api-key';
import { API_ERROR_CODES } from '../error-codes';
import { RATE_LIMIT } from '../rate-limit';
import { inputComponents, outputComponents, WEBHOOK_EVENTS } from './components';
import { ENDPOINTS, type Endpoint } from './endpoints';

type Json = Record<string, unknown>;

const ref = (component: string) => ({ $ref: `#/components/schemas/${component}` });

/** JSON Schemas of named zod schemas, cross-referenced by $ref, as OpenAPI 3.1 components. */
function schemas(named: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const { schemas: generated } = z.toJSONSchema(registry, { io, uri: (id) => ref(id).$ref, unrepresentable: 'any' });
  // Components are parts of one document: their own $schema and $id are noise there.
  return Object.fromEntries(
    Object.entries(generated).map(([id, { $schema: _schema, $id: _id, ...rest }]) => [id, rest as Json]),
  );
}

/** A schema inside a parameter: inline, without the document-level keys. */
function inline(schema: z.ZodType): Json {
  const { $schema: _schema, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return rest;
}

/** Names of components.responses, one per status; descriptions come from API_ERROR_CODES. */
const ERROR_RESPONSE_NAMES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'ProRequired',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  422: 'Unprocessable',
  429: 'RateLimited',
  500: 'ServerError',
  502: 'AddressLookupFailed',
};
const EVERY_CALL = [401, 403, 429, 500];

function operation(endpoint: Endpoint): Json {
  const parameters = [
    ...(endpoint.pathParams ?? []).map((p) => ({
      name: p.name,
      in: 'path',
      required: true,
      description: p.description,
      schema: p.schema ? inline(p.schema) : { type: 'string' },
    })),
    ...Object.entries(endpoint.query?.shape ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: false,
      description: (schema as z.ZodType).description,
      schema: inline(schema as z.ZodType),
    })),
  ];
  const { success } = endpoint;
  const errors = [...new Set([...endpoint.errors, ...(endpoint.public ? [] : EVERY_CALL)])].sort((a, b) => a - b);
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    description: endpoint.description,
    tags: [endpoint.tag],
    ...(endpoint.public ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref(endpoint.body.component), example: endpoint.body.example } },
          },
        }
      : {}),
    responses: {
      [success.status]: {
        description: success.description,
        ...(success.component ? { content: { 'application/json': { schema: ref(success.component) } } } : {}),
      },
      ...Object.fromEntries(
        errors.map((status) => [status, { $ref: `#/components/responses/${ERROR_RESPONSE_NAMES[status]}` }]),
      ),
    },
  };
}

function errorResponses(): Json {
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSE_NAMES).map(([status, name]) => [
      name,
      {
        description: API_ERROR_CODES.filter((c) => c.status === Number(status))
          .map((c) => `${c.code}: ${c.when}`)
          .join('. '),
        content: { 'application/json': { schema: ref('Error') } },
        ...(name === 'RateLimited'
          ? {
              headers: {
                'Retry-After': { description: 'Seconds until the window resets', schema: { type: 'integer' } },
              },
            }
          : {}),
      },
    ]),
  );
}

function webhooks(): Json {
  const header = (name: string, description: string) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema: { type: 'string' },
  });
  return Object.fromEntries(
    WEBHOOK_EVENTS.map(({ event, component, summary }) => [
      event,
      {
        post: {
          summary,
          parameters: [
            header('X-Inkpost-Event', 'The event name'),
            header('X-Inkpost-Delivery', 'This delivery (one event to one hook); the same on its retries'),
            header('X-Inkpost-Timestamp', 'Unix seconds when this attempt was signed'),
            header(
              'X-Inkpost-Signature',
              't=<timestamp>,v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>" keyed with the hook secret>',
            ),
          ],
          requestBody: { required: true, content: { 'application/json': { schema: ref(component) } } },
          responses: {
            '2XX': { description: 'Delivered' },
            '410': { description: 'Gone: the hook is deleted and nothing more is sent to it' },
            default: { description: 'Retried after 30 s, doubling, 8 attempts in all' },
          },
        },
      },
    ]),
  );
}

/** The OpenAPI 3.1 document of /api/v1, served at /api/v1/openapi.json. */
export function buildOpenApiDocument(appUrl: string): Json {
  const paths: Record<string, Json> = {};
  for (const endpoint of ENDPOINTS) (paths[endpoint.path] ??= {})[endpoint.method] = operation(endpoint);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Inkpost API',
      version: '1.0.0',
      description:
        `Send handwritten-style postcards and follow them from your own code or Zapier. Pro plan only. ` +
        `Authenticate with your API key in the ${API_KEY_HEADER} header. At most ${RATE_LIMIT.requests} requests per minute per key. ` +
        'Every error answers { "error": code, "message": text }.',
    },
    servers: [{ url: `${appUrl.replace(/\/+$/, '')}/api/v1` }],
    security: [{ ApiKey: [] }],
    tags: [...new Set(ENDPOINTS.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    webhooks: webhooks(),
    components: {
      securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER } },
      schemas: { ...schemas(outputComponents(), 'output'), ...schemas(inputComponents(), 'input') },
      responses: errorResponses(),
    },
  };
}
