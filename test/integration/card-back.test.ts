import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setEnvForTests } from '@/lib/env';
import { renderOrderCard } from '@/lib/orders/render-order-card';
import { addressSideSvg } from '@/lib/templates/render-back';
import { campaignFixture, pendingOrder } from '../support/orders';
import { useTempStorage } from '../support/storage';
import { signUpUser, type TestUser, giveReturnAddress } from '../support/users';

let ada: TestUser;
let storage: ReturnType<typeof useTempStorage>;

beforeEach(async () => {
  storage = useTempStorage();
  setEnvForTests({
    ADMIN_EMAIL: 'admin@inkpost.test',
    APP_URL: 'http://localhost:3000',
    INKPOST_DATA_DIR: storage.dir,
  });
  const folder = path.join(storage.dir, 'storage', 'templates');
  fs.mkdirSync(folder, { recursive: true });
  const png = await sharp({ create: { width: 1875, height: 1275, channels: 3, background: '#fdf2c4' } })
    .png()
    .toBuffer();
  for (const name of ['front.png', 'back.png']) fs.writeFileSync(path.join(folder, name), png);
  ada = await signUpUser('ada@example.com');
});
afterEach(() => storage.cleanup());

describe('the card back as printed', () => {
  it('draws the return address, the postage area and the recipient block (escaped text)', () => {
    const svg = addressSideSvg('4x6', {
      recipient: ['Jane <Doe>', '123 Main St', 'Springfield, IL 62701'],
      returnAddress: ['Ada Sender', '1 Sender St', 'Springfield, IL 62701'],
    });
    expect(svg).toContain('Jane &lt;Doe&gt;');
    expect(svg).toContain('Ada Sender');
    expect(svg).toContain('FIRST-CLASS MAIL');
    expect(svg).not.toContain('No return address');
    expect(addressSideSvg('4x6', { recipient: ['Jane Doe'], returnAddress: null })).toContain('No return address');
  });

  it("View card renders the order's back at print size with its address side", async () => {
    await giveReturnAddress(ada);
    const order = await pendingOrder(ada, (await campaignFixture(ada)).id);
    const png = await renderOrderCard(ada.id, order.id);
    expect(png).not.toBeNull();
    expect(await sharp(png!).metadata()).toMatchObject({ format: 'png', width: 1875, height: 1275 });
    // The address block is white where the back image is yellow.
    const { data, info } = await sharp(png!).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels + 2];
    expect(at(1700, 1150)).toBe(255); // inside the address block, bottom right
    expect(at(100, 1190)).toBeLessThan(230); // the message side keeps the back image
    if (process.env.CARD_BACK_SHOT) fs.writeFileSync(process.env.CARD_BACK_SHOT, png!);
    const eve = await signUpUser('eve@example.com');
    expect(await renderOrderCard(eve.id, order.id)).toBeNull();
  });
});
