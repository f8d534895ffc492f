import { expect, test } from './support/test';
import { expectAccessible, signUp } from './support/helpers';
import { addFunds, balance, becomePro, createApiKey, createSingleCampaign, PIPELINE_TIMEOUT } from './support/orders';
import { dayAhead } from './support/days';

// A send is one thing through the API too (issue 34, decision 043), from a client's own code: the
// `request` fixture is a plain HTTP client with only the key. A list of 3 sent on a dated day on a
// campaign with a follow-up step says the step's cost in its answer, GET /sends/{id} returns its
// 3 cards and counts, DELETE cancels and refunds them all, and a second DELETE cancels nothing.

const CONTACTS = [
  { name: 'Jane Doe', address_1: '123 Main St', city: 'Springfield', state: 'IL', zip: '62704' },
  { name: 'Bob Roe', address_1: '1 Beacon St', city: 'Boston', state: 'MA', zip: '02108' },
  { name: 'Ann Lee', address_1: '5 Oak Rd', city: 'Springfield', state: 'IL', zip: '62704' },
];

type Send = {
  id: string;
  kind: string;
  source: string;
  order_count: number;
  postcard_count: number;
  cost: string;
  charged_cents: number;
  refunded_cents: number;
  counts: Record<string, number>;
  orders: { data: { id: string; send_id: string; status: string; recipient: { name: string } }[] };
};

test('a list of 3 placed, read and cancelled as one send through the API, refunded in full', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signUp(page);
  await becomePro(page);
  await createSingleCampaign(page, 'Sphere mailing');
  await addFunds(page, '10');
  await expect(balance(page)).toHaveText('$10.00');
  const key = await createApiKey(page);
  const headers = { 'x-api-key': key };

  const campaigns = await (await request.get('/api/v1/campaigns', { headers })).json();
  const campaign = campaigns.data.find((c: { name: string }) => c.name === 'Sphere mailing');
  expect(campaign).toBeTruthy();

  // A follow-up step; the campaign then says what it may cost after each card, before any send.
  const step = await request.post(`/api/v1/campaigns/${campaign.id}/follow-ups`, {
    headers,
    data: { template_id: campaign.template.id, days: 7, audience: 'non_responders' },
  });
  expect(step.status()).toBe(201);
  const quoted = await request.get(`/api/v1/campaigns/${campaign.id}`, { headers });
  expect(quoted.status()).toBe(200);
  expect((await quoted.json()).follow_up_program).toEqual({
    paused: false,
    steps: [
      {
        number: 1,
        audience: 'non_responders',
        after_days: 7,
        unit_cost: '1.00',
        unit_cost_cents: 100,
        reachable: true,
        charged: 'when_placed',
      },
    ],
  });

  const list = await (await request.post('/api/v1/lists', { headers, data: { name: 'Sphere' } })).json();
  const added = await request.post(`/api/v1/lists/${list.id}/contacts`, { headers, data: { contacts: CONTACTS } });
  expect((await added.json()).added).toBe(3);

  const sendDate = dayAhead(7);
  const placed = await request.post(`/api/v1/lists/${list.id}/send`, {
    headers,
    data: { campaign_id: campaign.id, send_date: sendDate },
  });
  expect(placed.status()).toBe(201);
  const result = await placed.json();
  expect(result).toMatchObject({ count: 3, total: '3.00', total_cents: 300, send_date: sendDate });
  expect(result.follow_up_program).toMatchObject({
    max_cost: '3.00',
    steps: [{ number: 1, day: dayAhead(14), max_cards: 3, max_cost: '3.00', max_cost_cents: 300 }],
  });
  expect(result.follow_up_program.lines[0]).toMatch(
    /^Then step 1: up to 3 more cards on \w{3}, \w{3} \d{1,2}(, \d{4})?, to whoever has not responded — up to \$3\.00, charged then\.$/,
  );

  // The pipeline charges the three cards now; they wait as scheduled for their day.
  const sendUrl = `/api/v1/sends/${result.send_id}`;
  const readSend = async (): Promise<Send> => {
    const response = await request.get(sendUrl, { headers });
    expect(response.status()).toBe(200);
    return response.json();
  };
  await expect.poll(async () => (await readSend()).counts.scheduled, { timeout: PIPELINE_TIMEOUT }).toBe(3);
  const send = await readSend();
  expect(send).toMatchObject({
    id: result.send_id,
    kind: 'list_send',
    source: 'api',
    order_count: 3,
    postcard_count: 3,
    cost: '3.00',
    charged_cents: 300,
    refunded_cents: 0,
    counts: { scheduled: 3, pending: 0, cancelled: 0 },
  });
  expect(send.orders.data.map((o) => o.id).sort()).toEqual(result.orders.map((o: { id: string }) => o.id).sort());
  expect(send.orders.data.every((o) => o.send_id === result.send_id && o.status === 'scheduled')).toBe(true);
  expect(send.orders.data.map((o) => o.recipient.name).sort()).toEqual(['Ann Lee', 'Bob Roe', 'Jane Doe']);
  await page.goto('/campaigns');
  await expect(balance(page)).toHaveText('$7.00', { timeout: PIPELINE_TIMEOUT });

  // The send appears on GET /sends, newest first.
  const sends = await (await request.get('/api/v1/sends?page_size=5', { headers })).json();
  expect(sends.data[0]).toMatchObject({ id: result.send_id, order_count: 3 });

  // DELETE cancels the three cards at once, each refunded in full, and says how many.
  const cancelled = await request.delete(sendUrl, { headers });
  expect(cancelled.status()).toBe(200);
  expect(await cancelled.json()).toMatchObject({
    cancelled: 3,
    not_cancellable: 0,
    refunded: '3.00',
    refunded_cents: 300,
    send: { id: result.send_id, counts: { cancelled: 3, scheduled: 0 }, charged_cents: 300, refunded_cents: 300 },
  });
  await expect(balance(page)).toHaveText('$10.00', { timeout: PIPELINE_TIMEOUT });
  expect((await readSend()).orders.data.every((o) => o.status === 'cancelled')).toBe(true);

  // Again: nothing left to cancel, nothing refunded twice.
  const again = await request.delete(sendUrl, { headers });
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ cancelled: 0, not_cancellable: 0, refunded: '0.00', refunded_cents: 0 });
  await page.reload();
  await expect(balance(page)).toHaveText('$10.00');

  // A bad id is as unknown as another user's send (the integration tests cover that one).
  const unknown = await request.get('/api/v1/sends/nope', { headers });
  expect([unknown.status(), await unknown.json()]).toEqual([404, { error: 'not_found', message: 'Send not found' }]);

  // /developers says all of it, from the same schemas as the OpenAPI document.
  await page.goto('/developers');
  const programs = page.getByRole('region', { name: 'Follow-up programs and results by step' });
  await expect(programs).toBeVisible();
  await expect(programs.getByRole('table', { name: 'Each of its steps' })).toContainText('max_cost_cents');
  await expect(page.locator('#getCampaign')).toContainText('/api/v1/campaigns/{id}');
  await expectAccessible(page);
});
