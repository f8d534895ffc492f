import { describe, expect, it } from 'vitest';
import { IDLE_FORM_STATE, orSay } from './form-state';

describe('orSay', () => {
  it('passes the action’s answer through', async () => {
    const action = orSay(async () => ({ status: 'success' as const, data: 1 }), 'Failed to create QR code');
    expect(await action(IDLE_FORM_STATE, new FormData())).toEqual({ status: 'success', data: 1 });
  });
  it('answers the spec’s failure text when the server cannot be reached', async () => {
    const action = orSay(async () => {
      throw new TypeError('Failed to fetch');
    }, 'Failed to create QR code');
    expect(await action(IDLE_FORM_STATE, new FormData())).toEqual({
      status: 'error',
      error: 'Failed to create QR code',
    });
  });
});
