import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as uploadImage } from '@/app/api/templates/images/route';
import {
  createTemplateAction,
  createTemplateFormAction,
  deleteTemplateAction,
  deleteTemplateFormAction,
  updateTemplateAction,
} from '@/actions/templates';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import { listTemplateCampaigns } from '@/lib/templates/list-template-campaigns';
import { getDb } from '@/lib/db/client';
import { campaigns, templates } from '@/lib/db/schema';
import { RECIPIENT_NAME } from '@/lib/templates/custom-values';
import { listTemplates } from '@/lib/templates/list-templates';
import { runNextProofJob } from '@/lib/templates/proof-job';
import { makePng } from '../support/images';
import { useTempStorage } from '../support/storage';
import { createTemplate, templateInput, upload, uploadRightSize } from '../support/templates';
import { actAs, signUpUser, type TestUser } from '../support/users';

let ada: TestUser;
let storage: ReturnType<typeof useTempStorage>;

beforeEach(async () => {
  storage = useTempStorage();
  ada = await signUpUser('ada@example.com');
});
afterEach(() => storage.cleanup());

const row = async (id: string) => (await getDb().select().from(templates).where(eq(templates.id, id)))[0];

describe('template image upload (POST /api/templates/images)', () => {
  it('stores the full image and a 400x300 thumbnail for the signed-in user', async () => {
    const stored = await uploadRightSize(ada, '6x11', 'front');
    expect(stored.imageUrl).toMatch(new RegExp(`^/storage/templates/${ada.id}/[0-9a-f-]{36}\\.png$`));
    expect(stored.thumbnailUrl).toMatch(new RegExp(`^/storage/templates/thumbnails/${ada.id}/[0-9a-f-]{36}\\.jpg$`));
    expect(storage.files()).toHaveLength(2);
  });

  it('refuses a visitor without a session', async () => {
    const response = await upload(null, '4x6', 'front', await makePng(1875, 1275));
    expect(response.status).toBe(401);
    expect(storage.files()).toEqual([]);
  });

  it('refuses a wrong size with the exact message and stores nothing', async () => {
    const response = await upload(ada, '6x11', 'back', await makePng(1875, 1275));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'invalid_image',
      message: 'Image must be exactly 3337x1777 px. Uploaded image is 1875x1275 px.',
    });
    expect(storage.files()).toEqual([]);
  });

  it('refuses a malformed request', async () => {
    const response = await upload(ada, '5x7', 'front', await makePng(1875, 1275));
    expect(response.status).toBe(400);
  });
});

describe('creating and listing templates', () => {
  it('saves the template with its images and asks for a proof', async () => {
    const id = await createTemplate(ada);
    const saved = await row(id);
    expect(saved).toMatchObject({
      user_id: ada.id,
      name: 'Spring open house',
      size: '4x6',
      handwriting_style_id: 5,
      handwriting_color: '#1e3a8a',
      custom_values: [RECIPIENT_NAME],
      proof_status: 'generating',
      proof_url: null,
      proof_version: 1,
    });
    expect((await listTemplates(ada.id)).map((t) => t.id)).toEqual([id]);
  });

  it.each([
    [{ name: '  ' }, 'Template name is required'],
    [{ message: '   ' }, 'Message is required'],
    [{ front: null }, 'Please upload both a front and a back image'],
    [{ custom_values: [] }, 'The Recipient Name custom value cannot be renamed or removed'],
    [{ handwriting_color: '#12345' }, 'Handwriting color must be # followed by 6 hex digits'],
    [{ handwriting_style_id: 13 }, 'Invalid handwriting style'],
  ])('refuses %o with "%s"', async (over, message) => {
    const input = { ...(await templateInput(ada)), ...over };
    actAs(ada);
    expect(await createTemplateAction(input as never)).toEqual({ ok: false, error: message });
    expect(await listTemplates(ada.id)).toEqual([]);
  });

  it('refuses images uploaded by someone else', async () => {
    const grace = await signUpUser('grace@example.com');
    const input = { ...(await templateInput(ada)), front: await uploadRightSize(grace, '4x6', 'front') };
    actAs(ada);
    expect(await createTemplateAction(input)).toEqual({
      ok: false,
      error: 'An uploaded image could not be found. Please upload it again.',
    });
  });
});

describe('updating templates', () => {
  it('saves the changes, replaces images and removes the old files, and asks for a new proof', async () => {
    const id = await createTemplate(ada);
    const before = await row(id);
    const front = await uploadRightSize(ada, '4x6', 'front');
    actAs(ada);
    const result = await updateTemplateAction({
      ...(await templateInput(ada)),
      id,
      name: 'Summer open house',
      front,
      back: null,
    });
    expect(result).toEqual({ ok: true, data: { id } });
    const after = await row(id);
    expect(after).toMatchObject({
      name: 'Summer open house',
      front_image_url: front.imageUrl.replace('/storage/', ''),
      back_image_url: before.back_image_url,
    });
    expect(after.proof_version).toBe(2);
    expect(after.proof_status).toBe('generating');
    const old = before.front_image_url!.replace('/storage/', '');
    expect(storage.files()).not.toContain(old);
  });

  it('keeps the images an edit sends back unchanged, and can render the proof again', async () => {
    const id = await createTemplate(ada);
    const before = await row(id);
    const same = (side: 'front' | 'back') => ({
      imageUrl: before[`${side}_image_url`]!,
      thumbnailUrl: before[`${side}_thumbnail_url`]!,
    });
    actAs(ada);
    const input = { ...(await templateInput(ada)), id, name: 'Renamed', front: same('front'), back: same('back') };
    expect(await updateTemplateAction(input)).toEqual({ ok: true, data: { id } });
    expect(storage.files()).toEqual(expect.arrayContaining([before.front_image_url!.replace('/storage/', '')]));
    expect(await runNextProofJob()).toBe(true);
    expect((await row(id)).proof_status).toBe('completed');
  });

  it('needs new images when the size changes', async () => {
    const id = await createTemplate(ada);
    actAs(ada);
    expect(
      await updateTemplateAction({ ...(await templateInput(ada)), id, size: '6x9', front: null, back: null }),
    ).toEqual({
      ok: false,
      error: 'Please upload both a front and a back image',
    });
    expect((await row(id)).size).toBe('4x6');
  });
});

const TEMPLATE_IN_USE =
  'Cannot delete this template because it is being used by one or more campaigns. Please delete the associated campaigns first.';

describe('deleting templates', () => {
  it('deletes the template and its stored files', async () => {
    const id = await createTemplate(ada);
    await runNextProofJob();
    expect(storage.files()).toHaveLength(5); // front, back, two thumbnails, proof
    actAs(ada);
    expect(await deleteTemplateAction({ id })).toEqual({ ok: true, data: undefined });
    expect(await row(id)).toBeUndefined();
    expect(storage.files()).toEqual([]);
  });

  it('refuses while a campaign uses the template, and keeps it', async () => {
    const id = await createTemplate(ada);
    await getDb().insert(campaigns).values({ user_id: ada.id, name: 'Open house', template_id: id, type: 'single' });
    actAs(ada);
    expect(await deleteTemplateAction({ id })).toEqual({
      ok: false,
      error:
        'Cannot delete this template because it is being used by one or more campaigns. Please delete the associated campaigns first.',
    });
    expect(await row(id)).toBeDefined();
    expect(storage.files()).toHaveLength(4);
  });
});

describe('the editor’s Save form and the delete confirmation', () => {
  const formData = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };

  it('saves the draft the steps carried as hidden fields; a missing message is said beside its field', async () => {
    const input = await templateInput(ada);
    actAs(ada);
    const fields = {
      name: input.name,
      size: input.size,
      front: JSON.stringify(input.front),
      back: JSON.stringify(input.back),
      message: ' ',
      handwriting_style_id: '5',
      handwriting_color: '#1E3A8A',
      custom_values: JSON.stringify(input.custom_values),
    };
    expect(await createTemplateFormAction(IDLE_FORM_STATE, formData(fields))).toMatchObject({
      status: 'error',
      fieldErrors: { message: ['Message is required'] },
    });
    const saved = await createTemplateFormAction(IDLE_FORM_STATE, formData({ ...fields, message: input.message }));
    expect(saved).toMatchObject({ status: 'success', data: { id: expect.any(String) } });
    expect(await row(saved.data!.id)).toMatchObject({ name: 'Spring open house', handwriting_style_id: 5 });
  });

  it('names the campaigns that use a template; deleting it is refused in the panel', async () => {
    const id = await createTemplate(ada);
    await getDb()
      .insert(campaigns)
      .values([
        { user_id: ada.id, name: 'Open house', template_id: id, type: 'single' },
        { user_id: ada.id, name: 'Back to school', template_id: id, type: 'single' },
      ]);
    expect(await listTemplateCampaigns(ada.id)).toEqual(new Map([[id, ['Back to school', 'Open house']]]));
    actAs(ada);
    expect(await deleteTemplateFormAction(IDLE_FORM_STATE, formData({ id }))).toEqual({
      status: 'error',
      error: TEMPLATE_IN_USE,
      values: {},
    });
    expect(await row(id)).toBeDefined();
  });

  it('the upload route fits an image of another size only when asked, and refuses an unknown focus', async () => {
    const post = (fit: string | null) => {
      actAs(ada);
      const form = new FormData();
      form.set('size', '4x6');
      form.set('side', 'front');
      if (fit) form.set('fit', fit);
      return makePng(1000, 800).then((bytes) => {
        form.set('file', new File([new Uint8Array(bytes)], 'small.png', { type: 'image/png' }));
        return uploadImage(new Request('http://localhost:3000/api/templates/images', { method: 'POST', body: form }));
      });
    };
    expect((await post(null)).status).toBe(422);
    expect((await post('left')).status).toBe(400);
    const fitted = await post('centre');
    expect(fitted.status).toBe(200);
    expect(storage.files()).toHaveLength(2); // the 1875x1275 crop and its thumbnail, not the original
  });
});

describe('proofs', () => {
  it('renders both sides at print size and records the proof', async () => {
    const id = await createTemplate(ada);
    expect(await runNextProofJob()).toBe(true);
    const done = await row(id);
    expect(done.proof_status).toBe('completed');
    expect(done.proof_url).toMatch(new RegExp(`^proofs/${ada.id}/[0-9a-f-]{36}\\.jpg$`));
    const file = path.join(storage.dir, 'storage', done.proof_url!.replace('/storage/', ''));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1875, height: 100 + 1275 + 120 + 1275 });
    expect(await runNextProofJob()).toBe(false);
  });

  it('marks the proof failed when it cannot be rendered', async () => {
    const id = await createTemplate(ada);
    const saved = await row(id);
    fs.rmSync(path.join(storage.dir, 'storage', saved.back_image_url!.replace('/storage/', '')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await runNextProofJob()).toBe(true);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining(`Failed to generate proof (template ${id})`),
      expect.anything(),
    );
    logged.mockRestore();
    expect(await row(id)).toMatchObject({ proof_status: 'failed', proof_url: null });
  });
});
