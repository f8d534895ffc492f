import type { Endpoint } from '../endpoint';
import {
  CreatedOrderSchema,
  CreateOrderSchema,
  ListOrdersQuerySchema,
  OrderListSchema,
  OrderSchema,
} from '../../schemas/orders';
import {
  CancelSendResultSchema,
  ListSendsQuerySchema,
  SendCardsQuerySchema,
  SendPageSchema,
  SendWithOrdersSchema,
} from '../../schemas/sends';

/** Orders and sends: their endpoints of /api/v1 (see ../endpoints.ts). */
export const ORDERS_AND_SENDS_ENDPOINTS: Endpoint[] = [
  {
    method: 'post',
    path: '/orders',
    operationId: 'createOrder',
    summary: 'Send a postcard',
    description:
      'Validates the address, creates the recipient and one pending order on your campaign, priced exactly as in the app. ' +
      'The order is then charged from your balance and mailed like any other; follow it with GET /orders/{id} or the order.status_changed hook. ' +
      'With a send_date after today (days in UTC) it is charged now and waits as scheduled until that day; DELETE /orders/{id} cancels it with a full refund until then. ' +
      'When the campaign has follow-up steps, the answer’s follow_up_program says what they may still mail and charge after this card — ' +
      'per step the day it comes due, up to how many cards and up to what cost, charged when placed — as the app’s Confirm Order says it; ' +
      'GET /campaigns/{id} says the same per card before you place.',
    tag: 'Orders',
    body: {
      component: 'CreateOrderRequest',
      schema: CreateOrderSchema,
      example: {
        campaign_id: '3f0c8a52-5a8e-4a4e-9d55-2f1a9d7c1e11',
        recipient_name: 'Jane Doe',
        recipient_address_1: '123 Main St',
        recipient_address_2: 'Apt 4B',
        recipient_city: 'Springfield',
        recipient_state: 'IL',
        recipient_zip: '62701',
        custom_values: { offer_code: 'SPRING' },
        send_date: null,
      },
    },
    success: {
      status: 201,
      description: 'The pending order, and what the campaign’s follow-up steps may still mail after it',
      component: 'CreatedOrder',
      schema: CreatedOrderSchema,
    },
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
];
