import type { z } from 'zod';
import { CampaignResultsQuerySchema, CampaignResultsSchema } from '../schemas/campaign-results';
import { CampaignListSchema } from '../schemas/campaigns';
import { CreateFollowUpStepSchema, FollowUpStepListSchema, FollowUpStepSchema } from '../schemas/follow-ups';
import {
  CreatedHookSchema,
  HookEventSchema,
  HookListSchema,
  HookSamplesSchema,
  SubscribeHookSchema,
} from '../schemas/hooks';
import { MeSchema } from '../schemas/me';
import { CreateOrderSchema, ListOrdersQuerySchema, OrderListSchema, OrderSchema } from '../schemas/orders';
import {
  ContactListQuerySchema,
  ContactPageSchema,
  CreateListSchema,
  ImportContactsSchema,
  ImportReportSchema,
  ListListQuerySchema,
  ListListSchema,
  ListSchema,
  ListSendResultSchema,
  SendListSchema,
} from '../schemas/lists';
import {
  CancelSendResultSchema,
  ListSendsQuerySchema,
  SendCardsQuerySchema,
  SendPageSchema,
  SendWithOrdersSchema,
} from '../schemas/sends';
import { TemplateListSchema } from '../schemas/templates';

/**
 * Every endpoint of /api/v1, once: the OpenAPI document and the /developers page are both built
 * from this list and from the same zod schemas the handlers parse with, so neither can drift
 * from what the API does.
 */
export type Endpoint = {
  method: 'get' | 'post' | 'delete';
  /** Below the /api/v1 base, OpenAPI style: /orders/{id}. */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tag: 'Orders' | 'Sends' | 'Account' | 'Campaigns' | 'Lists' | 'Templates' | 'Hooks' | 'Documentation';
  pathParams?: { name: string; description: string; schema?: z.ZodType }[];
  query?: z.ZodObject;
  body?: { component: string; schema: z.ZodType; example: Record<string, unknown> };
  success: { status: number; description: string; component?: string; schema?: z.ZodType };
  /** Error statuses beyond those of every call (401, 403, 429, 500). */
  errors: number[];
  /** Query string of the curl example, without '?'. */
  exampleQuery?: string;
  /** Needs no key (the OpenAPI document itself). */
  public?: boolean;
};

export const ENDPOINTS: Endpoint[] = [
  {
    method: 'post',
    path: '/orders',
    operationId: 'createOrder',
    summary: 'Send a postcard',
    description:
      'Validates the address, creates the recipient and one pending order on your campaign, priced exactly as in the app. ' +
      'The order is then charged from your balance and mailed like any other; follow it with GET /orders/{id} or the order.status_changed hook. ' +
      'With a send_date after today (days in UTC) it is charged now and waits as scheduled until that day; DELETE /orders/{id} cancels it with a full refund until then.',
    tag: 'Orders',
    body: {
      component: 'CreateOrderRequest',
      schema: CreateOrderSchema,
      example: {
        campaign_id: '3f0c8a52-5a8e-4a4e-9d55-2f1a9d7c1e11',
        recipient_name: 'Jane Doe',
        recipient_address_1: '123 Main St',
        recipient_city: 'Springfield',
        recipient_state: 'IL',
        recipient_zip: '62701',
        custom_values: { offer_code: 'SPRING' },
        send_date: null,
      },
    },
    success: { status: 201, description: 'The pending order', component: 'Order', schema: OrderSchema },
    errors: [400, 404, 413, 422, 502],
  },
  {
    method: 'get',
    path: '/orders',
    operationId: 'listOrders',
    summary: 'List orders',
    description: 'Your orders, newest first, a page at a time, optionally filtered by status.',
    tag: 'Orders',
    query: ListOrdersQuerySchema,
    success: { status: 200, description: 'One page of orders', component: 'OrderList', schema: OrderListSchema },
    errors: [422],
    exampleQuery: 'status=active&page=1&page_size=25',
  },
  {
    method: 'get',
    path: '/orders/{id}',
    operationId: 'getOrder',
    summary: 'Get an order',
    description: 'One of your orders.',
    tag: 'Orders',
    pathParams: [{ name: 'id', description: 'The order id' }],
    success: { status: 200, description: 'The order', component: 'Order', schema: OrderSchema },
    errors: [404],
  },
  {
    method: 'delete',
    path: '/orders/{id}',
    operationId: 'cancelOrder',
    summary: 'Cancel an order',
    description:
      'Cancels a scheduled, pending or payment_required order (also payment_failed, or ready before it is handed to the ' +
      'postal provider); what it paid goes back to your balance in full. An order already with the provider, or ended, ' +
      'answers 409 not_cancellable and nothing changes.',
    tag: 'Orders',
    pathParams: [{ name: 'id', description: 'The order id' }],
    success: { status: 200, description: 'The cancelled order', component: 'Order', schema: OrderSchema },
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/sends',
    operationId: 'listSends',
    summary: 'List sends',
    description:
      'Every placement is one send holding its orders: a Send (one recipient, or one neighbor order), a Bulk Send, a send to ' +
      'a list, one UTC day of a follow-up step, and each POST /orders or POST /lists/{id}/send. Newest first, a page at a ' +
      'time by cursor, each with its orders counted by status, the postcards it bought, what they cost, what was charged ' +
      'and what was refunded. Every order carries its send_id.',
    tag: 'Sends',
    query: ListSendsQuerySchema,
    success: { status: 200, description: 'One page of sends', component: 'SendPage', schema: SendPageSchema },
    errors: [422],
    exampleQuery: 'page_size=25',
  },
  {
    method: 'get',
    path: '/sends/{id}',
    operationId: 'getSend',
    summary: 'Get a send',
    description:
      'One of your sends with its counts and totals, and its orders a page at a time (after = the orders.next_cursor of the ' +
      'page before).',
    tag: 'Sends',
    pathParams: [{ name: 'id', description: 'The send id' }],
    query: SendCardsQuerySchema,
    success: {
      status: 200,
      description: 'The send and a page of its orders',
      component: 'SendWithOrders',
      schema: SendWithOrdersSchema,
    },
    errors: [404, 422],
    exampleQuery: 'page_size=100',
  },
  {
    method: 'delete',
    path: '/sends/{id}',
    operationId: 'cancelSend',
    summary: 'Cancel a send',
    description:
      'Cancels every order of the send that DELETE /orders/{id} would cancel — scheduled, or not yet handed to the postal ' +
      'provider — and gives back to your balance in full what each paid (one refund per order). Orders already with the ' +
      'provider, mailed or ended stay as they are: the answer says how many were cancelled and how many could not be. ' +
      'Nothing left to cancel answers 200 with 0 cancelled.',
    tag: 'Sends',
    pathParams: [{ name: 'id', description: 'The send id' }],
    success: {
      status: 200,
      description: 'What was cancelled and refunded, and the send after it',
      component: 'CancelSendResult',
      schema: CancelSendResultSchema,
    },
    errors: [404],
  },
  {
    method: 'get',
    path: '/campaigns',
    operationId: 'listCampaigns',
    summary: 'List campaigns',
    description: 'Your campaigns, newest first: the campaign_id to order on.',
    tag: 'Campaigns',
    success: { status: 200, description: 'Your campaigns', component: 'CampaignList', schema: CampaignListSchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/campaigns/{id}/results',
    operationId: 'getCampaignResults',
    summary: 'Campaign results',
    description:
      'Who responded to a campaign and what each response cost: postcards sent, responders (recipients whose postcard’s own QR code ' +
      'was scanned), response rate, scans, calls to its tracking number, money spent (charges less refunds), cost per response, ' +
      'a day-by-day timeline, and one page of responders, newest first response first.',
    tag: 'Campaigns',
    pathParams: [{ name: 'id', description: 'The campaign id' }],
    query: CampaignResultsQuerySchema,
    success: {
      status: 200,
      description: 'The campaign’s results',
      component: 'CampaignResults',
      schema: CampaignResultsSchema,
    },
    errors: [404, 422],
    exampleQuery: 'page_size=25',
  },
  {
    method: 'post',
    path: '/campaigns/{id}/follow-ups',
    operationId: 'addFollowUpStep',
    summary: 'Add a follow-up step',
    description:
      'A new last step of a single-send campaign (at most 5): `days` after each recipient’s previous card was handed to the postcard ' +
      'provider — the campaign’s own card for the first step, the step before’s card after it — a card of `template_id` is ' +
      'placed for the recipients in `audience` at that moment, priced and charged like any order (payment_required when the ' +
      'balance is short). Never twice for one recipient and step. A paused campaign’s steps wait until it is resumed.',
    tag: 'Campaigns',
    pathParams: [{ name: 'id', description: 'The campaign id' }],
    body: {
      component: 'CreateFollowUpStepRequest',
      schema: CreateFollowUpStepSchema,
      example: { template_id: '7b1d2c3e-4f50-4a6b-8c7d-9e0f1a2b3c4d', days: 14, audience: 'non_responders' },
    },
    success: { status: 201, description: 'The step', component: 'FollowUpStep', schema: FollowUpStepSchema },
    errors: [400, 404, 413, 422],
  },
  {
    method: 'get',
    path: '/campaigns/{id}/follow-ups',
    operationId: 'listFollowUpSteps',
    summary: 'List follow-up steps',
    description:
      'A campaign’s follow-up steps in the order they run. Their figures are in GET /campaigns/{id}/results.',
    tag: 'Campaigns',
    pathParams: [{ name: 'id', description: 'The campaign id' }],
    success: {
      status: 200,
      description: 'The campaign’s steps',
      component: 'FollowUpStepList',
      schema: FollowUpStepListSchema,
    },
    errors: [404],
  },
  {
    method: 'delete',
    path: '/campaigns/{id}/follow-ups/{step_id}',
    operationId: 'removeFollowUpStep',
    summary: 'Remove a follow-up step',
    description: 'The step places nothing more; the orders it already placed go on.',
    tag: 'Campaigns',
    pathParams: [
      { name: 'id', description: 'The campaign id' },
      { name: 'step_id', description: 'The step id' },
    ],
    success: { status: 204, description: 'Removed' },
    errors: [404],
  },
  {
    method: 'post',
    path: '/lists',
    operationId: 'createList',
    summary: 'Create a contact list',
    description: 'A new, empty list of contacts to send to.',
    tag: 'Lists',
    body: { component: 'CreateListRequest', schema: CreateListSchema, example: { name: 'Past clients' } },
    success: { status: 201, description: 'The list', component: 'List', schema: ListSchema },
    errors: [400, 413, 422],
  },
  {
    method: 'get',
    path: '/lists',
    operationId: 'listLists',
    summary: 'List contact lists',
    description: 'Your contact lists, newest first, each with its contact count, a page at a time by cursor.',
    tag: 'Lists',
    query: ListListQuerySchema,
    success: { status: 200, description: 'One page of lists', component: 'ListList', schema: ListListSchema },
    errors: [422],
    exampleQuery: 'page_size=25',
  },
  {
    method: 'delete',
    path: '/lists/{id}',
    operationId: 'deleteList',
    summary: 'Delete a contact list',
    description: 'Deletes the list and its contacts. Orders already placed from it stay.',
    tag: 'Lists',
    pathParams: [{ name: 'id', description: 'The list id' }],
    success: { status: 204, description: 'Deleted' },
    errors: [404],
  },
  {
    method: 'post',
    path: '/lists/{id}/contacts',
    operationId: 'addContacts',
    summary: 'Add contacts to a list',
    description:
      'Adds up to 500 contacts. Each address is validated as a Bulk Send row is, and stored as validated. Within a list a ' +
      'contact is unique by its address: one the list already has counts as a duplicate. A contact that fails is not added ' +
      'and is reported in `invalid` with its reason; the others are added.',
    tag: 'Lists',
    pathParams: [{ name: 'id', description: 'The list id' }],
    body: {
      component: 'AddContactsRequest',
      schema: ImportContactsSchema,
      example: {
        contacts: [
          { name: 'Jane Doe', address_1: '123 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
          { name: 'Bob Roe', address_1: '1 Beacon St', address_2: 'Apt 4', city: 'Boston', state: 'MA', zip: '02108' },
        ],
      },
    },
    success: { status: 200, description: 'What was added', component: 'ImportReport', schema: ImportReportSchema },
    errors: [400, 404, 413, 422],
  },
  {
    method: 'get',
    path: '/lists/{id}/contacts',
    operationId: 'listContacts',
    summary: "List a list's contacts",
    description: "The list's contacts, newest first, a page at a time by cursor.",
    tag: 'Lists',
    pathParams: [{ name: 'id', description: 'The list id' }],
    query: ContactListQuerySchema,
    success: { status: 200, description: 'One page of contacts', component: 'ContactPage', schema: ContactPageSchema },
    errors: [404, 422],
    exampleQuery: 'page_size=25',
  },
  {
    method: 'post',
    path: '/lists/{id}/send',
    operationId: 'sendList',
    summary: 'Send to a list',
    description:
      'Places one pending order per contact on your campaign, priced as in the app, from the stored contacts; each is then ' +
      'charged from your balance and mailed like any other order. Contacts the campaign mailed in the last 90 days are skipped ' +
      'unless `recent` is "send". Send an `Idempotency-Key` header to make a retry safe: the same key answers the first ' +
      "send's orders and places nothing again. At most 10,000 contacts a send.",
    tag: 'Lists',
    pathParams: [{ name: 'id', description: 'The list id' }],
    body: {
      component: 'SendListRequest',
      schema: SendListSchema,
      example: { campaign_id: '3f0c8a52-5a8e-4a4e-9d55-2f1a9d7c1e11' },
    },
    success: {
      status: 201,
      description: 'The orders placed and their total',
      component: 'ListSendResult',
      schema: ListSendResultSchema,
    },
    errors: [400, 404, 413, 422],
  },
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
