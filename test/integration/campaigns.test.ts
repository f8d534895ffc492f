import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createCampaignAction,
  createCampaignFormAction,
  updateCampaignAction,
  updateCampaignFormAction,
} from '@/actions/campaigns';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import { listCampaigns } from '@/lib/campaigns/list-campaigns';
import { getDb } from '@/lib/db/client';
import { campaigns } from '@/lib/db/schema';
import { switchToProAction } from '../support/plans';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { actAs, signUpUser, type TestUser } from '../support/users';

let ada: TestUser;
let templateId: string;
let storage: ReturnType<typeof useTempStorage>;

beforeEach(async () => {
  storage = useTempStorage();
  ada = await signUpUser('ada@example.com');
  templateId = await createTemplate(ada);
  actAs(ada, '/campaigns');
});
afterEach(() => storage.cleanup());

const fields = (over: Record<string, unknown> = {}) => ({
  name: 'Open house',
  templateId,
  type: 'single' as const,
  demographics: 'all' as const,
  neighbor_count: 10,
  include_condo: false,
  ...over,
});

const rows = () => getDb().select().from(campaigns);

describe('creating campaigns', () => {
  it('creates a draft campaign from the user’s template', async () => {
    const result = await createCampaignAction(fields({ type: 'neighbor', neighbor_count: 50, include_condo: true }));
    expect(result.ok).toBe(true);
    const [row] = await rows();
    expect(row).toMatchObject({
      user_id: ada.id,
      name: 'Open house',
      template_id: templateId,
      type: 'neighbor',
      demographics: 'all',
      neighbor_count: 50,
      include_condo: true,
      status: 'draft',
    });
    expect(await listCampaigns(ada.id)).toEqual([
      expect.objectContaining({
        name: 'Open house',
        recipientCount: 0,
        neighborRecipientCount: 0,
        postcardsSent: 0,
        templateName: 'Spring open house',
      }),
    ]);
  });

  it.each([
    [{ name: '   ' }, 'Campaign name is required'],
    [{ templateId: '' }, 'Template ID is required'],
    [{ templateId: undefined }, 'Template ID is required'],
    [{ templateId: 'not-a-uuid' }, 'Template not found or access denied'],
    [{ templateId: '00000000-0000-4000-8000-000000000000' }, 'Template not found or access denied'],
    [{ neighbor_count: 205 }, 'Neighbor count must be between 10 and 200, in steps of 10'],
    [{ neighbor_count: 15 }, 'Neighbor count must be between 10 and 200, in steps of 10'],
  ])('refuses %o with "%s" and creates nothing', async (over, message) => {
    expect(await createCampaignAction(fields(over) as never)).toEqual({ ok: false, error: message });
    expect(await rows()).toEqual([]);
  });

  it('refuses another user’s template', async () => {
    const grace = await signUpUser('grace@example.com');
    const graces = await createTemplate(grace);
    actAs(ada);
    expect(await createCampaignAction(fields({ templateId: graces }))).toEqual({
      ok: false,
      error: 'Template not found or access denied',
    });
  });

  it('lets only Pro users target a demographic other than everyone', async () => {
    expect(await createCampaignAction(fields({ demographics: 'highnetworth' }))).toEqual({
      ok: false,
      error: 'Advanced demographic targeting is part of the Pro plan. Upgrade to Pro to target this audience.',
    });
    await switchToProAction();
    expect((await createCampaignAction(fields({ demographics: 'highnetworth' }))).ok).toBe(true);
    expect((await rows())[0].demographics).toBe('highnetworth');
  });
});

describe('updating campaigns', () => {
  it('saves the changes', async () => {
    const created = await createCampaignAction(fields());
    if (!created.ok) throw new Error(created.error);
    expect(
      await updateCampaignAction({
        ...fields({ name: 'Renamed', type: 'neighbor', neighbor_count: 200 }),
        id: created.data.id,
      }),
    ).toEqual({
      ok: true,
      data: { id: created.data.id },
    });
    expect((await rows())[0]).toMatchObject({ name: 'Renamed', type: 'neighbor', neighbor_count: 200 });
  });

  it('needs a campaign id', async () => {
    expect(await updateCampaignAction({ ...fields(), id: '' })).toEqual({
      ok: false,
      error: 'Valid campaign ID is required for update',
    });
    expect(await updateCampaignAction({ ...fields(), id: undefined } as never)).toEqual({
      ok: false,
      error: 'Valid campaign ID is required for update',
    });
  });

  it('B cannot change A’s campaign (tenant isolation)', async () => {
    const created = await createCampaignAction(fields());
    if (!created.ok) throw new Error(created.error);
    const bob = await signUpUser('bob@example.com');
    const bobsTemplate = await createTemplate(bob);
    actAs(bob);
    expect(
      await updateCampaignAction({ ...fields({ templateId: bobsTemplate, name: 'Mine' }), id: created.data.id }),
    ).toEqual({
      ok: false,
      error: 'Campaign not found',
    });
    expect((await rows()).find((r) => r.id === created.data.id)?.name).toBe('Open house');
    expect(await listCampaigns(bob.id)).toEqual([]);
  });
});

describe('the Create / Edit Campaign form', () => {
  const post = (action: typeof createCampaignFormAction, fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return action(IDLE_FORM_STATE, data);
  };

  it('answers every field’s error at once, beside its field, and creates nothing', async () => {
    expect(
      await post(createCampaignFormAction, { name: ' ', templateId: '', response_url: 'javascript:alert(1)' }),
    ).toEqual({
      status: 'error',
      fieldErrors: {
        name: ['Campaign name is required'],
        templateId: ['Please select a template'],
        response_url: ['Please enter a valid URL (e.g., example.com)'],
      },
      values: { name: ' ', templateId: '', response_url: 'javascript:alert(1)' },
    });
    expect(await rows()).toEqual([]);
  });

  it('creates from the posted fields (a ticked checkbox, the range), then edits it', async () => {
    expect(
      await post(createCampaignFormAction, {
        name: 'Maple Street',
        templateId,
        type: 'neighbor',
        demographics: 'all',
        neighbor_count: '60',
        include_condo: 'on',
        response_url: 'example.com/offer',
        tracking_phone_id: '',
      }),
    ).toEqual({ status: 'success', data: null });
    const [row] = await rows();
    expect(row).toMatchObject({
      name: 'Maple Street',
      type: 'neighbor',
      neighbor_count: 60,
      include_condo: true,
      response_url: 'https://example.com/offer',
      tracking_phone_id: null,
    });
    expect(await post(updateCampaignFormAction, { id: '', name: 'Renamed', templateId })).toMatchObject({
      fieldErrors: { id: ['Unable to update campaign: ID is missing'] },
    });
    expect(await post(updateCampaignFormAction, { id: row.id, name: 'Renamed', templateId, type: 'single' })).toEqual({
      status: 'success',
      data: null,
    });
    expect((await rows())[0]).toMatchObject({ name: 'Renamed', type: 'single' });
  });

  it('refuses a Pro targeting to a Free user in the form’s panel', async () => {
    expect(
      await post(createCampaignFormAction, {
        name: 'Rich',
        templateId,
        type: 'neighbor',
        demographics: 'highnetworth',
      }),
    ).toMatchObject({
      status: 'error',
      error: 'Advanced demographic targeting is part of the Pro plan. Upgrade to Pro to target this audience.',
    });
  });
});

describe('campaign rows', () => {
  it('are listed newest first', async () => {
    await createCampaignAction(fields({ name: 'First' }));
    await createCampaignAction(fields({ name: 'Second' }));
    await getDb()
      .update(campaigns)
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where(eq(campaigns.name, 'First'));
    expect((await listCampaigns(ada.id)).map((c) => c.name)).toEqual(['Second', 'First']);
  });
});
