import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaignAction } from '@/actions/campaigns';
import { createTemplateAction, updateTemplateAction } from '@/actions/templates';
import { GET as storageRoute } from '@/app/storage/[...key]/route';
import { getDb } from '@/lib/db/client';
import { orders, templates } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { buildSubmission } from '@/lib/orders/build-submission';
import { loadOrderContexts } from '@/lib/orders/order-context';
import { placeOrder } from '@/lib/orders/place-order';
import { readTemplateImage } from '@/lib/templates/render-back';
import { runNextProofJob } from '@/lib/templates/proof-job';
import { TEMPLATE_FILE_MESSAGES } from '@/lib/templates/template-files';
import { springfield } from '../support/orders';
import { useTempStorage } from '../support/storage';
import { templateInput } from '../support/templates';
import { actAs, signUpUser, type TestUser } from '../support/users';

/** Templates store storage keys; every URL a page, the API or the provider gets is built by us. */

const APP_URL = 'http://localhost:3000';
const NOT_OURS = 'Template images must be uploaded to Inkpost: an image at another address cannot be used.';

let ada: TestUser;
let storage: ReturnType<typeof useTempStorage>;

beforeEach(async () => {
  storage = useTempStorage();
  setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL, INKPOST_DATA_DIR: storage.dir });
  ada = await signUpUser('ada@example.com');
});
afterEach(() => storage.cleanup());

const row = async (id: string) => (await getDb().select().from(templates).where(eq(templates.id, id)))[0];
const allTemplates = () => getDb().select().from(templates);

describe('saving a template', () => {
  it('stores the keys of the uploaded images, not their URLs', async () => {
    const input = await templateInput(ada);
    actAs(ada, '/templates');
    const saved = await createTemplateAction(input);
    if (!saved.ok) throw new Error(saved.error);
    const template = await row(saved.data.id);
    expect(template.front_image_url).toBe(input.front.imageUrl.replace('/storage/', ''));
    expect(template.front_image_url).toMatch(new RegExp(`^templates/${ada.id}/[0-9a-f-]{36}\\.png$`));
    expect(template.back_thumbnail_url).toMatch(new RegExp(`^templates/thumbnails/${ada.id}/[0-9a-f-]{36}\\.jpg$`));
    expect(await runNextProofJob()).toBe(true);
    expect((await row(saved.data.id)).proof_url).toMatch(new RegExp(`^proofs/${ada.id}/[0-9a-f-]{36}\\.jpg$`));
  });

  it('refuses an image at another host whose path merely looks like ours, with a clear message, and saves nothing', async () => {
    const input = await templateInput(ada);
    const path = new URL(input.front.imageUrl, APP_URL).pathname; // /storage/templates/<ada>/<uuid>.png
    expect(TEMPLATE_FILE_MESSAGES.notOurs).toBe(NOT_OURS);
    actAs(ada, '/templates');
    for (const imageUrl of [
      `https://evil.example${path}`,
      `//evil.example${path}`,
      `https://evil.example/storage/v1/object/public/postcard-images/${path.slice(9)}`,
    ]) {
      expect(await createTemplateAction({ ...input, front: { ...input.front, imageUrl } }), imageUrl).toEqual({
        ok: false,
        error: NOT_OURS,
      });
    }
    expect(
      await createTemplateAction({ ...input, back: { ...input.back, thumbnailUrl: 'https://evil.example/x.jpg' } }),
    ).toEqual({
      ok: false,
      error: NOT_OURS,
    });
    expect(await allTemplates()).toEqual([]);
  });

  it('refuses the external URL on an edit too, and keeps the template as it was', async () => {
    const input = await templateInput(ada);
    actAs(ada, '/templates');
    const saved = await createTemplateAction(input);
    if (!saved.ok) throw new Error(saved.error);
    const before = await row(saved.data.id);
    const evil = {
      imageUrl: `https://evil.example${new URL(input.front.imageUrl, APP_URL).pathname}`,
      thumbnailUrl: input.front.thumbnailUrl,
    };
    expect(await updateTemplateAction({ ...input, id: saved.data.id, front: evil })).toEqual({
      ok: false,
      error: NOT_OURS,
    });
    expect(await row(saved.data.id)).toEqual(before);
  });

  it('accepts the URL the upload answered, relative or absolute at our own address', async () => {
    const input = await templateInput(ada);
    actAs(ada, '/templates');
    const absolute = {
      imageUrl: `${APP_URL}${input.front.imageUrl}`,
      thumbnailUrl: `${APP_URL}${input.front.thumbnailUrl}`,
    };
    const saved = await createTemplateAction({ ...input, front: absolute });
    if (!saved.ok) throw new Error(saved.error);
    expect((await row(saved.data.id)).front_image_url).toBe(input.front.imageUrl.replace('/storage/', ''));
  });
});

describe('the provider and the proof', () => {
  it('sends the provider our URL built from the key, serving the very file the proof is rendered from', async () => {
    const input = await templateInput(ada);
    actAs(ada, '/templates');
    const saved = await createTemplateAction(input);
    if (!saved.ok) throw new Error(saved.error);
    actAs(ada, '/campaigns');
    const campaign = await createCampaignAction({
      name: 'Spring',
      templateId: saved.data.id,
      type: 'single',
      demographics: 'all',
      neighbor_count: 10,
      include_condo: false,
      response_url: '',
    });
    if (!campaign.ok) throw new Error(campaign.error);
    const placed = await getDb().transaction((tx) =>
      placeOrder(tx, ada.id, {
        source: 'app',
        campaignId: campaign.data.id,
        recipientName: 'Jane Doe',
        address: springfield(),
        customValues: {},
      }),
    );
    const [order] = await getDb().select().from(orders).where(eq(orders.id, placed.orderId));
    const context = (await loadOrderContexts(getDb(), [order])).get(order.id)!;
    const submission = buildSubmission(order, context, [], null);

    const template = await row(saved.data.id);
    expect(submission.frontImageUrl).toBe(`${APP_URL}/storage/${template.front_image_url}`);
    expect(submission.backImageUrl).toBe(`${APP_URL}/storage/${template.back_image_url}`);

    const sent: [string, string | null][] = [
      [submission.frontImageUrl, template.front_image_url],
      [submission.backImageUrl!, template.back_image_url],
    ];
    for (const [url, key] of sent) {
      const served = await storageRoute(new Request(url), {
        params: Promise.resolve({ key: new URL(url).pathname.split('/').slice(2) }),
      });
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(await readTemplateImage(key))).toBe(true);
    }
  });
});
