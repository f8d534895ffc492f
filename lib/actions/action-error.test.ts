import { describe, expect, it } from 'vitest';
import { campaignFromForm, CampaignFormSchema, EditCampaignFormSchema } from '@/lib/validation/campaign';
import { actionError } from './action-error';

describe('the words a form shows for an action’s answer', () => {
  it('says nothing on success', () => {
    expect(actionError({ ok: true, data: null })).toBeNull();
  });
  it('shows the server’s message', () => {
    expect(actionError({ ok: false, error: 'Failed to submit order' })).toBe('Failed to submit order');
  });
  it("says 'Invalid response from server' when the call answered nothing", () => {
    expect(actionError(undefined)).toBe('Invalid response from server');
    expect(actionError(null)).toBe('Invalid response from server');
  });
  it("says 'Unknown error occurred' for a failure without a message", () => {
    expect(actionError({ ok: false, error: '' })).toBe('Unknown error occurred');
  });
});

describe('the campaign form’s own checks', () => {
  const errors = (schema: typeof CampaignFormSchema, values: Record<string, string>) => {
    const result = schema.safeParse(campaignFromForm(values));
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('asks for a name and a template at once, and a valid response URL', () => {
    expect(errors(CampaignFormSchema, { name: ' ', templateId: '', response_url: 'not a url' })).toEqual({
      name: 'Campaign name is required',
      templateId: 'Please select a template',
      response_url: 'Please enter a valid URL (e.g., example.com)',
    });
    expect(errors(CampaignFormSchema, { name: 'Spring', templateId: 't' })).toEqual({});
  });
  it('refuses to update a campaign whose id is missing', () => {
    expect(errors(EditCampaignFormSchema, { name: 'Spring', templateId: 't', id: '' })).toEqual({
      id: 'Unable to update campaign: ID is missing',
    });
    expect(errors(EditCampaignFormSchema, { name: 'Spring', templateId: 't', id: 'c1' })).toEqual({});
  });
  it('reads the form’s fields: a ticked checkbox, the range, no tracking phone', () => {
    expect(
      CampaignFormSchema.parse(
        campaignFromForm({ name: 'N', templateId: 't', type: 'neighbor', neighbor_count: '40', include_condo: 'on' }),
      ),
    ).toMatchObject({
      type: 'neighbor',
      neighbor_count: 40,
      include_condo: true,
      tracking_phone_id: null,
      response_url: null,
    });
  });
});
