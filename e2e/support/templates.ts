import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/** A plain PNG of the given size, made once per run. */
export async function imageFile(name: string, width: number, height: number, color: string): Promise<string> {
  const dir = path.join('test-results', 'images');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  if (!fs.existsSync(file))
    await sharp({ create: { width, height, channels: 3, background: color } })
      .png()
      .toFile(file);
  return file;
}

/** Creates a 4x6 template through the editor, as a user would. */
export async function createTemplateViaUi(page: Page, name: string, message = 'Hi {{recipient_name}}, see you soon!') {
  await page.goto('/templates');
  await page.getByRole('button', { name: 'Create New Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Template' });
  await dialog.getByLabel('Template name').fill(name);
  await dialog.getByLabel('4x6').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Front image').setInputFiles(await imageFile('front-4x6.png', 1875, 1275, '#2563eb'));
  await dialog.getByLabel('Back image').setInputFiles(await imageFile('back-4x6.png', 1875, 1275, '#fef3c7'));
  await expect(dialog.getByAltText('Back image preview')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Message', { exact: true }).fill(message);
  await dialog.getByRole('button', { name: 'Save Template' }).click();
  await expect(dialog).toBeHidden();
}
