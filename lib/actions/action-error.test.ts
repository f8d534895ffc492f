import { describe, expect, it } from 'vitest';
import { campaignFormError } from '@/lib/validation/campaign';
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
  it('asks for a name, then a template', () => {
    expect(campaignFormError({ name: ' ', templateId: 't' })).toBe('Campaign name is required');
    expect(campaignFormError({ name: 'Spring', templateId: '' })).toBe('Please select a template');
  });
  it('refuses to update a campaign whose id is missing', () => {
    expect(campaignFormError({ name: 'Spring', templateId: 't', editing: { id: '' } })).toBe(
      'Unable to update campaign: ID is missing',
    );
    expect(campaignFormError({ name: 'Spring', templateId: 't', editing: { id: 'c1' } })).toBeNull();
    expect(campaignFormError({ name: 'Spring', templateId: 't' })).toBeNull();
  });
});
