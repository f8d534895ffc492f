import type { Endpoint } from '../endpoint';
import {
  CreatedHookSchema,
  HookEventSchema,
  HookListSchema,
  HookSamplesSchema,
  SubscribeHookSchema,
} from '../../schemas/hooks';
import { MeSchema } from '../../schemas/me';
import { TemplateListSchema } from '../../schemas/templates';

/** Templates, the account, hooks and the document: their endpoints of /api/v1 (see ../endpoints.ts). */
export const ACCOUNT_AND_HOOKS_ENDPOINTS: Endpoint[] = [
  {
    method: 'get',
    path: '/templates',
    operationId: 'listTemplates',
    summary: 'List templates',
    description: 'Your postcard templates, newest first, with the custom values their message uses.',
    tag: 'Templates',
    success: { status: 200, description: 'Your templates', component: 'TemplateList', schema: TemplateListSchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/me',
    operationId: 'getMe',
    summary: 'Who am I',
    description: "The account the key belongs to. Zapier's connection test calls this.",
    tag: 'Account',
    success: { status: 200, description: 'Your account', component: 'Me', schema: MeSchema },
    errors: [],
  },
  {
    method: 'post',
    path: '/hooks',
    operationId: 'subscribeHook',
    summary: 'Subscribe a REST hook',
    description:
      'From now on, every `event` of your account is POSTed as JSON to `target_url`, signed with the returned secret. ' +
      "Zapier's performSubscribe calls this with its bundle.targetUrl.",
    tag: 'Hooks',
    body: {
      component: 'SubscribeHookRequest',
      schema: SubscribeHookSchema,
      example: { event: 'order.status_changed', target_url: 'https://hooks.zapier.com/hooks/standard/123/abc/' },
    },
    success: {
      status: 201,
      description: 'The hook, with its secret (shown only now)',
      component: 'CreatedHook',
      schema: CreatedHookSchema,
    },
    errors: [400, 409, 413, 422],
  },
  {
    method: 'get',
    path: '/hooks',
    operationId: 'listHooks',
    summary: 'List REST hooks',
    description: 'Your hooks, newest first, without their secrets.',
    tag: 'Hooks',
    success: { status: 200, description: 'Your hooks', component: 'HookList', schema: HookListSchema },
    errors: [],
  },
  {
    method: 'delete',
    path: '/hooks/{id}',
    operationId: 'unsubscribeHook',
    summary: 'Unsubscribe a REST hook',
    description: "Stops the hook; deliveries still waiting are dropped. Zapier's performUnsubscribe calls this.",
    tag: 'Hooks',
    pathParams: [{ name: 'id', description: 'The hook id returned when subscribing' }],
    success: { status: 204, description: 'Deleted' },
    errors: [404],
  },
  {
    method: 'get',
    path: '/hooks/samples/{event}',
    operationId: 'hookSamples',
    summary: 'Sample events',
    description:
      "Up to three items shaped exactly like the event's deliveries, from your most recent data; a made-up item marked " +
      "`sample: true` when you have none yet. For Zapier's performList.",
    tag: 'Hooks',
    pathParams: [{ name: 'event', description: 'The event', schema: HookEventSchema }],
    success: {
      status: 200,
      description: 'Sample events, newest first',
      component: 'HookSamples',
      schema: HookSamplesSchema,
    },
    errors: [404],
  },
  {
    method: 'get',
    path: '/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This OpenAPI document',
    description: 'The OpenAPI 3.1 description of this API, for code generators and API tools. Needs no key.',
    tag: 'Documentation',
    success: { status: 200, description: 'The OpenAPI document' },
    errors: [],
    public: true,
  },
];
