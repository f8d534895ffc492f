import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaignAction } from '@/actions/campaigns';
import { GET as orderCardRoute } from '@/app/(app)/orders/[id]/card.png/route';
import { createTemplateAction } from '@/actions/templates';
import { getDb } from '@/lib/db/client';
import { templates } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { cardMessage } from '@/lib/orders/card-message';
import { placeOrder } from '@/lib/orders/place-order';
import { RECIPIENT_NAME } from '@/lib/templates/custom-values';
import { proofLabelsSvg } from '@/lib/templates/render-proof';
import { backOverlays } from '@/lib/templates/render-back';
import { runNextProofJob } from '@/lib/templates/proof-job';
import { springfield } from '../support/orders';
import { useTempStorage } from '../support/storage';
import { templateInput } from '../support/templates';
import { actAs, signUpUser, type TestUser } from '../support/users';

/** User text drawn into the proof and the card back stays text: it never becomes markup. */

const APP_URL = 'http://localhost:3000';
const SPECIALS = `Tom & Jerry <3 "quoted" 'single'`;
const PAYLOAD = '</text><rect x="0" y="0" width="9999" height="9999" fill="red"/><text>';

let ada: TestUser;
let storage: ReturnType<typeof useTempStorage>;

beforeEach(async () => {
  storage = useTempStorage();
  setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL, INKPOST_DATA_DIR: storage.dir });
  ada = await signUpUser('ada@example.com');
});
afterEach(() => storage.cleanup());

const row = async (id: string) => (await getDb().select().from(templates).where(eq(templates.id, id)))[0];

async function templateNamed(name: string, message = 'Hi {{recipient_name}}, see you Saturday!') {
  const input = { ...(await templateInput(ada)), name, message, custom_values: [RECIPIENT_NAME] };
  actAs(ada, '/templates');
  const result = await createTemplateAction(input);
  if (!result.ok) throw new Error(result.error);
  return result.data.id;
}

/** Parses the SVG the way the proof does (libvips), so a markup error fails here too. */
const parses = async (svg: string) => (await sharp(Buffer.from(svg)).png().toBuffer()).length > 0;

describe('the proof', () => {
  it('gets rendered for a template named with & < > " \'', async () => {
    const id = await templateNamed(SPECIALS);
    expect(await runNextProofJob()).toBe(true);
    expect((await row(id)).proof_status).toBe('completed');
    const svg = proofLabelsSvg(await row(id));
    expect(svg).toContain('Tom &amp; Jerry &lt;3 &quot;quoted&quot; &apos;single&apos; · 4x6 · front');
    expect(await parses(svg)).toBe(true);
  });

  it('draws a name holding </text><rect …/> as text, with no rectangle injected', async () => {
    const id = await templateNamed(PAYLOAD);
    expect(await runNextProofJob()).toBe(true);
    expect((await row(id)).proof_status).toBe('completed');
    const svg = proofLabelsSvg(await row(id));
    expect(svg).toContain('&lt;/text&gt;&lt;rect x=&quot;0&quot; y=&quot;0&quot; width=&quot;9999&quot;');
    expect(svg).not.toContain('<rect');
    expect(svg.match(/<text /g)).toHaveLength(2);
    expect(await parses(svg)).toBe(true);
  });
});

describe('the card back', () => {
  it('writes a recipient named with the payload as handwriting, never as markup, and serves the card', async () => {
    const templateId = await templateNamed(SPECIALS, 'Dear {{recipient_name}}, welcome!');
    actAs(ada, '/campaigns');
    const campaign = await createCampaignAction({
      name: PAYLOAD,
      templateId,
      type: 'single',
      demographics: 'all',
      neighbor_count: 10,
      include_condo: false,
      response_url: '',
    });
    if (!campaign.ok) throw new Error(campaign.error);
    const order = await getDb().transaction((tx) =>
      placeOrder(tx, ada.id, {
        source: 'app',
        campaignId: campaign.data.id,
        recipientName: `${PAYLOAD} ${SPECIALS}`,
        address: springfield(),
        customValues: {},
      }),
    );

    const template = await row(templateId);
    const message = cardMessage(template, 'single', { name: `${PAYLOAD} ${SPECIALS}`, custom_values: {} }, null);
    expect(message).toContain(PAYLOAD);
    const { handwriting } = backOverlays(template, message);
    expect(handwriting).not.toMatch(/<rect|<text|<\/text>|9999/);
    expect(handwriting).toMatch(/^<svg [^>]*><g fill="#1e3a8a">(<path [^>]*\/>)+<\/g><\/svg>$/);
    expect(await parses(handwriting)).toBe(true);

    actAs(ada, '/orders');
    const card = await orderCardRoute(new Request(`${APP_URL}/orders/${order.orderId}/card.png`), {
      params: Promise.resolve({ id: order.orderId }),
    });
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
  });
});
