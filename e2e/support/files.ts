import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** A file for a file input, written where Playwright keeps its run output. */
export function csvFile(name: string, text: string): string {
  const dir = path.join('test-results', 'csv');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * The screen as it is now, at desktop (1280×800) and phone (390×844) widths, for people to look
 * at: `<SHOTS_DIR or e2e/.screenshots>/<folder>/desktop-<name>.png` and `phone-<name>.png`. The
 * whole page, or only `target`. The viewport is desktop again afterwards.
 */
export async function shoot(page: Page, folder: string, name: string, target?: Locator): Promise<void> {
  const dir = path.join(process.env.SHOTS_DIR ?? path.join('e2e', '.screenshots'), folder);
  fs.mkdirSync(dir, { recursive: true });
  for (const [screen, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    const file = path.join(dir, `${screen}-${name}.png`);
    if (target) await target.screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}
