import type { Endpoint } from '../endpoint';
import { CampaignResultsQuerySchema, CampaignResultsSchema } from '../../schemas/campaign-results';
import { CampaignListSchema, CampaignWithProgramSchema } from '../../schemas/campaigns';
import { CreateFollowUpStepSchema, FollowUpStepListSchema, FollowUpStepSchema } from '../../schemas/follow-ups';
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
} from '../../schemas/lists';

/** Campaigns, follow-up steps and lists: their endpoints of /api/v1 (see ../endpoints.ts). */
export const CAMPAIGNS_AND_LISTS_ENDPOINTS: Endpoint[] = [
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
    path: '/campaigns/{id}',
    operationId: 'getCampaign',
    summary: 'Get a campaign and its follow-up program',
    description:
      'One of your campaigns, and what its follow-up steps may mail and charge after each card it mails (follow_up_program): ' +
      'per live step its number, audience, the days after the first card it comes due, one card’s price today and whether any ' +
      'card can reach it. Read it before placing: a send of n cards on day D may get, per reachable step, up to n more cards ' +
      'on D + after_days for up to n × unit_cost, each charged when the step places it. POST /orders and POST /lists/{id}/send ' +
      'answer the same program sized to what they placed.',
    tag: 'Campaigns',
    pathParams: [{ name: 'id', description: 'The campaign id' }],
    success: {
      status: 200,
      description: 'The campaign and its follow-up program per card',
      component: 'CampaignWithProgram',
      schema: CampaignWithProgramSchema,
    },
    errors: [404],
  },
  {
    method: 'get',
    path: '/campaigns/{id}/results',
    operationId: 'getCampaignResults',
    summary: 'Campaign results',
    description:
      'Who responded to a campaign and what each response cost: postcards sent, households mailed, responders (households that ' +
      'scanned any of their postcards’ own QR codes), response rate (responders ÷ households mailed), scans, calls to its tracking ' +
      'number, money spent (charges less refunds), cost per response, a day-by-day timeline, the table by step (steps: the first ' +
      'card as step 0, then each follow-up step, each with mailed, responders, rate, spent and cost per response, as the app ' +
      'shows it), and one page of responders, newest first response first.',
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
      "send's orders and places nothing again. At most 10,000 contacts a send. When the campaign has follow-up steps, " +
      'follow_up_program says what they may still mail and charge after these cards, as the app’s Send to a list says it ' +
      'before its button; GET /campaigns/{id} says it per card before you send.',
    tag: 'Lists',
    pathParams: [{ name: 'id', description: 'The list id' }],
    body: {
      component: 'SendListRequest',
      schema: SendListSchema,
      example: { campaign_id: '3f0c8a52-5a8e-4a4e-9d55-2f1a9d7c1e11' },
    },
    success: {
      status: 201,
      description: 'The orders placed, their total and what the follow-up steps may still mail after them',
      component: 'ListSendResult',
      schema: ListSendResultSchema,
    },
    errors: [400, 404, 413, 422],
  },
];
