import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './build-openapi-document';
import { ENDPOINTS } from './endpoints';

type Doc = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<
    string,
    Record<
      string,
      { security?: unknown[]; responses: Record<string, unknown>; parameters?: { name: string; in: string }[] }
    >
  >;
  webhooks: Record<string, unknown>;
  components: {
    securitySchemes: Record<string, unknown>;
    schemas: Record<string, Record<string, unknown>>;
    responses: Record<string, unknown>;
  };
};

const doc = buildOpenApiDocument('https://inkpost.example/') as unknown as Doc;

/** Every $ref in the document, to check each points at something that exists. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' ? [inner] : refs(inner),
    );
  }
  return [];
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with the API base and the x-api-key scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: 'https://inkpost.example/api/v1' }]);
    expect(doc.components.securitySchemes.ApiKey).toEqual({ type: 'apiKey', in: 'header', name: 'x-api-key' });
  });

  it('lists every endpoint, each with the shared error responses', () => {
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/campaigns',
      '/campaigns/{id}',
      '/campaigns/{id}/follow-ups',
      '/campaigns/{id}/follow-ups/{step_id}',
      '/campaigns/{id}/results',
      '/hooks',
      '/hooks/samples/{event}',
      '/hooks/{id}',
      '/lists',
      '/lists/{id}',
      '/lists/{id}/contacts',
      '/lists/{id}/send',
      '/me',
      '/openapi.json',
      '/orders',
      '/orders/{id}',
      '/sends',
      '/sends/{id}',
      '/templates',
    ]);
    for (const endpoint of ENDPOINTS.filter((e) => !e.public)) {
      const operation = doc.paths[endpoint.path][endpoint.method];
      expect(Object.keys(operation.responses), endpoint.operationId).toEqual(
        expect.arrayContaining([String(endpoint.success.status), '401', '403', '429', '500']),
      );
    }
    expect(doc.paths['/openapi.json'].get.security).toEqual([]);
  });

  it('documents campaign results: the figures, the responder cursor and page size', () => {
    const results = doc.components.schemas.CampaignResults as { properties: Record<string, unknown> };
    expect(Object.keys(results.properties)).toEqual(
      expect.arrayContaining([
        'postcards_sent',
        'responders',
        'response_rate',
        'qr_scans',
        'phone_calls',
        'spent',
        'cost_per_response',
        'timeline',
        'responder_list',
      ]),
    );
    expect(doc.paths['/campaigns/{id}/results'].get.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual([
      'path:id',
      'query:after',
      'query:page_size',
    ]);
  });

  it('describes the order fields of spec section 7 from the zod schema', () => {
    const request = doc.components.schemas.CreateOrderRequest as {
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(request.required.sort()).toEqual([
      'campaign_id',
      'recipient_address_1',
      'recipient_city',
      'recipient_name',
      'recipient_state',
      'recipient_zip',
    ]);
    expect(Object.keys(request.properties)).toContain('custom_values');
    // Issue 35: the unit, optional, in and out.
    expect(Object.keys(request.properties)).toContain('recipient_address_2');
    const order = doc.components.schemas.Order as { properties: Record<string, { $ref?: string }> };
    expect(order.properties.cost).toMatchObject({ type: 'string' });
    expect(order.properties.cost_cents).toMatchObject({ type: 'integer' });
  });

  it('documents the paging and status filter of GET /orders as query parameters', () => {
    const names = doc.paths['/orders'].get.parameters?.map((p) => `${p.in}:${p.name}`);
    expect(names).toEqual(['query:page', 'query:page_size', 'query:status']);
  });

  it('documents sends: the cursor, the cards of one, its cancel, and every order’s send_id', () => {
    const names = (path: string) => doc.paths[path].get.parameters?.map((p) => `${p.in}:${p.name}`);
    expect(names('/sends')).toEqual(['query:after', 'query:page_size']);
    expect(names('/sends/{id}')).toEqual(['path:id', 'query:after', 'query:page_size']);
    expect(Object.keys(doc.paths['/sends/{id}'].delete.responses)).toEqual(expect.arrayContaining(['200', '404']));
    const order = doc.components.schemas.Order as { required: string[] };
    expect(order.required).toContain('send_id');
  });

  it('documents the follow-up program: per card on the campaign, sized on each placement', () => {
    type Props = { properties: Record<string, { properties?: Record<string, unknown>; items?: unknown }> };
    const stepFields = (program: unknown) =>
      Object.keys(
        ((program as Props['properties'][string]).properties?.steps as { items: Props['properties'][string] }).items
          .properties ?? {},
      );
    const campaign = doc.components.schemas.CampaignWithProgram as Props;
    expect(stepFields(campaign.properties.follow_up_program)).toEqual([
      'number',
      'audience',
      'after_days',
      'unit_cost',
      'unit_cost_cents',
      'reachable',
      'charged',
    ]);
    for (const component of ['CreatedOrder', 'ListSendResult']) {
      const program = (doc.components.schemas[component] as Props).properties.follow_up_program;
      expect(Object.keys(program.properties ?? {}), component).toEqual([
        'paused',
        'steps',
        'max_cost',
        'max_cost_cents',
        'lines',
      ]);
      expect(stepFields(program), component).toEqual(
        expect.arrayContaining(['day', 'max_cards', 'max_cost', 'max_cost_cents', 'charged']),
      );
    }
    expect(doc.paths['/orders'].post.responses['201']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/CreatedOrder' } } },
    });
    // GET /orders/{id} answers the order as before, without the program.
    expect(Object.keys((doc.components.schemas.Order as Props).properties)).not.toContain('follow_up_program');
  });

  it('documents the results table by step, step 0 first, beside the follow-up steps it keeps', () => {
    const results = doc.components.schemas.CampaignResults as {
      properties: Record<string, { items: { properties: Record<string, unknown> } }>;
    };
    expect(Object.keys(results.properties)).toEqual(expect.arrayContaining(['follow_up_steps', 'steps']));
    expect(Object.keys(results.properties.steps.items.properties)).toEqual([
      'number',
      'follow_up_step_id',
      'mailed',
      'responders',
      'response_rate',
      'spent',
      'spent_cents',
      'cost_per_response',
      'cost_per_response_cents',
    ]);
  });

  it('describes the error shape and the three hook events', () => {
    expect(doc.components.schemas.Error).toMatchObject({ required: ['error', 'message'] });
    expect(Object.keys(doc.webhooks)).toEqual(['order.status_changed', 'tracking.scan', 'tracking.call']);
    expect(doc.components.responses).toHaveProperty('RateLimited.headers.Retry-After');
  });

  it('has no dangling $ref', () => {
    for (const ref of refs(doc)) {
      const [, section, name] = ref.match(/^#\/components\/(schemas|responses)\/(.+)$/) ?? [];
      expect(doc.components[section as 'schemas' | 'responses']?.[name], ref).toBeDefined();
    }
  });
});
