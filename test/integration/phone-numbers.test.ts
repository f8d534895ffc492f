import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkAreaCodeAction,
  createPhoneNumberAction,
  createPhoneNumberFormAction,
  deletePhoneNumberAction,
  deletePhoneNumberFormAction,
  updatePhoneNumberAction,
  updatePhoneNumberFormAction,
} from '@/actions/phones';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import { getDb } from '@/lib/db/client';
import { phoneNumbers, sandboxPhoneNumbers } from '@/lib/db/schema';
import { listPhoneNumbers } from '@/lib/phones/list-phone-numbers';
import {
  SANDBOX_AREA_CODE_NO_NUMBERS,
  SANDBOX_AREA_CODE_PROVISION_FAILS,
  SANDBOX_AREA_CODE_SEARCH_FAILS,
  sandboxTelephony,
} from '@/lib/providers/telephony/sandbox';
import { PHONE_MESSAGES } from '@/lib/validation/phone-number';
import { switchToProAction } from '../support/plans';
import { failInsertsInto, failWritesTo } from '../support/fail-inserts';
import { redirectTarget } from '../support/redirect';
import { actAs, signUpUser, type TestUser } from '../support/users';

/**
 * Tracking phone numbers end to end through the server actions the Tracking page calls, with
 * the sandbox telephony provider (its pool lives in sandbox_phone_numbers).
 */

let ada: TestUser;
let logged: string[];

const form = (changes: Partial<Record<'name' | 'areaCode' | 'forwardingNumber' | 'whisperMessage', string>> = {}) => ({
  name: 'Oak Street mailer',
  areaCode: '415',
  forwardingNumber: '5551234567',
  whisperMessage: 'Call from the Oak Street postcard',
  ...changes,
});

async function makePro(user: TestUser) {
  actAs(user, '/tracking');
  expect(await switchToProAction()).toEqual({ ok: true, data: null });
}

async function create(changes: Parameters<typeof form>[0] = {}) {
  const result = await createPhoneNumberAction(form(changes));
  if (!result.ok) throw new Error(`create failed: ${result.error}`);
  return result.data;
}

const rows = () => getDb().select().from(phoneNumbers);
const sandboxRows = () => getDb().select().from(sandboxPhoneNumbers);
const fail = (error: string) => ({ ok: false, error });

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
});

describe('the Create / Edit Phone Number forms', () => {
  const post = (action: typeof createPhoneNumberFormAction, fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return action(IDLE_FORM_STATE, data);
  };

  it('answer every field’s error at once, then rent, edit and release the number', async () => {
    await makePro(ada);
    expect(
      await post(createPhoneNumberFormAction, {
        name: '',
        areaCode: '41',
        forwardingNumber: '555',
        whisperMessage: ' ',
      }),
    ).toMatchObject({
      status: 'error',
      fieldErrors: {
        name: [PHONE_MESSAGES.enterName],
        areaCode: [PHONE_MESSAGES.areaCode],
        forwardingNumber: [PHONE_MESSAGES.forwardingNumber],
        whisperMessage: [PHONE_MESSAGES.enterWhisper],
      },
    });
    expect(await rows()).toEqual([]);
    expect(await post(createPhoneNumberFormAction, { ...form(), areaCode: '415' })).toEqual({
      status: 'success',
      data: null,
    });
    const [row] = await rows();
    expect(
      await post(updatePhoneNumberFormAction, {
        id: row.id,
        name: 'Renamed',
        forwardingNumber: '5559876543',
        whisperMessage: 'Hi',
      }),
    ).toEqual({ status: 'success', data: null });
    expect((await rows())[0]).toMatchObject({
      name: 'Renamed',
      forwarding_number: '+15559876543',
      whisper_message: 'Hi',
    });
    expect(await post(deletePhoneNumberFormAction, { id: row.id })).toEqual({ status: 'success', data: null });
    expect(await rows()).toEqual([]);
  });
});

describe('renting a tracking number', () => {
  it('refuses a Free user on the server, whatever the browser shows, and rents nothing', async () => {
    actAs(ada, '/tracking');
    expect(await createPhoneNumberAction(form())).toEqual(fail(PHONE_MESSAGES.proRequired));
    expect(await rows()).toEqual([]);
    expect(await sandboxRows()).toEqual([]);
  });

  it('refuses a visitor without a session', async () => {
    actAs(null, '/tracking');
    expect(await redirectTarget(() => createPhoneNumberAction(form()))).toBe('/login?next=%2Ftracking');
    expect(await sandboxRows()).toEqual([]);
  });

  it('rents the first free sandbox number for a Pro user and stores it with +1 forwarding', async () => {
    await makePro(ada);
    const created = await create();
    expect(created).toEqual({ id: expect.any(String), phoneNumber: '+14155550100' });

    const [row] = await rows();
    expect(row).toMatchObject({
      id: created.id,
      user_id: ada.id,
      name: 'Oak Street mailer',
      phone_number: '+14155550100',
      area_code: '415',
      forwarding_number: '+15551234567',
      whisper_message: 'Call from the Oak Street postcard',
      call_count: 0,
      last_call: null,
      status: 'active',
    });
    expect(row.phone_sid).toMatch(/^PN[0-9a-f]{32}$/);

    // The sandbox holds the number, named as the user named it, calling our voice webhook.
    expect(await sandboxRows()).toEqual([
      expect.objectContaining({
        sid: row.phone_sid,
        phone_number: '+14155550100',
        friendly_name: 'Oak Street mailer',
        voice_url: 'http://localhost:3000/api/webhooks/twilio/voice',
      }),
    ]);
  });

  it('hands out the pool in order and lists the numbers newest first', async () => {
    await makePro(ada);
    const first = await create({ name: 'First' });
    const second = await create({ name: 'Second' });
    const other = await create({ name: 'Other area', areaCode: '212' });
    expect([first.phoneNumber, second.phoneNumber, other.phoneNumber]).toEqual([
      '+14155550100',
      '+14155550101',
      '+12125550100',
    ]);
    const list = await listPhoneNumbers(ada.id);
    expect(list.map((n) => n.name)).toEqual(['Other area', 'Second', 'First']);
    expect(Object.keys(list[0]).sort()).toEqual(
      [
        'call_count',
        'created_at',
        'forwarding_number',
        'id',
        'last_call',
        'name',
        'phone_number',
        'status',
        'whisper_message',
      ].sort(),
    );
  });

  it(`area code ${SANDBOX_AREA_CODE_NO_NUMBERS} has no numbers`, async () => {
    await makePro(ada);
    expect(await createPhoneNumberAction(form({ areaCode: SANDBOX_AREA_CODE_NO_NUMBERS }))).toEqual(
      fail(PHONE_MESSAGES.noneAvailable),
    );
    expect(await rows()).toEqual([]);
  });

  it('an area code whose 100 sandbox numbers are all rented has none available', async () => {
    await makePro(ada);
    await getDb()
      .insert(sandboxPhoneNumbers)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          sid: `PN${String(i).padStart(32, '0')}`,
          phone_number: `+1303555${String(100 + i).padStart(4, '0')}`,
          friendly_name: 'taken',
          voice_url: 'http://localhost:3000/api/webhooks/twilio/voice',
        })),
      );
    expect(await checkAreaCodeAction({ areaCode: '303' })).toEqual({ ok: true, data: { available: false } });
    expect(await createPhoneNumberAction(form({ areaCode: '303' }))).toEqual(fail(PHONE_MESSAGES.noneAvailable));
  });

  it(`area code ${SANDBOX_AREA_CODE_SEARCH_FAILS} fails the search`, async () => {
    await makePro(ada);
    expect(await createPhoneNumberAction(form({ areaCode: SANDBOX_AREA_CODE_SEARCH_FAILS }))).toEqual(
      fail(PHONE_MESSAGES.searchFailed),
    );
    expect(await rows()).toEqual([]);
    expect(logged.join('\n')).toContain('number search in area code 998');
  });

  it(`area code ${SANDBOX_AREA_CODE_PROVISION_FAILS} finds a number that cannot be rented`, async () => {
    await makePro(ada);
    expect(await checkAreaCodeAction({ areaCode: SANDBOX_AREA_CODE_PROVISION_FAILS })).toEqual({
      ok: true,
      data: { available: true },
    });
    expect(await createPhoneNumberAction(form({ areaCode: SANDBOX_AREA_CODE_PROVISION_FAILS }))).toEqual(
      fail(PHONE_MESSAGES.provisionFailed),
    );
    expect(await rows()).toEqual([]);
    expect(await sandboxRows()).toEqual([]);
  });

  it('releases the just-rented number when it cannot be saved, so no orphan is billed', async () => {
    await makePro(ada);
    const restore = await failInsertsInto('phone_numbers');
    try {
      expect(await createPhoneNumberAction(form())).toEqual(fail(PHONE_MESSAGES.saveFailed));
    } finally {
      await restore();
    }
    expect(await rows()).toEqual([]);
    expect(await sandboxRows()).toEqual([]);
    expect(logged.join('\n')).toContain('saving rented number PN');
    // The released number is offered again.
    expect((await create()).phoneNumber).toBe('+14155550100');
  });

  it('any other failure gives the generic message and rents nothing', async () => {
    await makePro(ada);
    // The Pro check cannot read the plans: a real failure of the store, not of the provider.
    await getDb().execute(sql`revoke select on pricing_plans from authenticated`);
    try {
      expect(await createPhoneNumberAction(form())).toEqual(fail(PHONE_MESSAGES.createTrackingFailed));
    } finally {
      await getDb().execute(sql`grant select on pricing_plans to authenticated`);
    }
    expect(await sandboxRows()).toEqual([]);
    expect(logged.join('\n')).toContain('action create-phone-number');
  });

  it('refuses malformed input with the server messages', async () => {
    await makePro(ada);
    expect(await createPhoneNumberAction(form({ areaCode: '41' }))).toEqual(fail(PHONE_MESSAGES.invalidAreaCode));
    expect(await createPhoneNumberAction(form({ forwardingNumber: '555-123-4567' }))).toEqual(
      fail(PHONE_MESSAGES.invalidForwardingNumber),
    );
    expect(await createPhoneNumberAction(form({ name: '  ' }))).toEqual(fail(PHONE_MESSAGES.enterName));
    expect(await createPhoneNumberAction(form({ whisperMessage: '' }))).toEqual(fail(PHONE_MESSAGES.enterWhisper));
    expect(await sandboxRows()).toEqual([]);
  });
});

describe('checking an area code', () => {
  beforeEach(() => actAs(ada, '/tracking'));

  it('says whether the area code has a number now', async () => {
    expect(await checkAreaCodeAction({ areaCode: '415' })).toEqual({ ok: true, data: { available: true } });
    expect(await checkAreaCodeAction({ areaCode: SANDBOX_AREA_CODE_NO_NUMBERS })).toEqual({
      ok: true,
      data: { available: false },
    });
    // Checking rents nothing.
    expect(await sandboxRows()).toEqual([]);
  });

  it('reports a failed search and a malformed area code', async () => {
    expect(await checkAreaCodeAction({ areaCode: SANDBOX_AREA_CODE_SEARCH_FAILS })).toEqual(
      fail(PHONE_MESSAGES.searchFailed),
    );
    expect(await checkAreaCodeAction({ areaCode: '4a5' })).toEqual(fail(PHONE_MESSAGES.invalidAreaCode));
  });
});

describe('editing and deleting a number', () => {
  let id: string;
  beforeEach(async () => {
    await makePro(ada);
    ({ id } = await create());
  });

  it('updates the name, forwarding number (+1) and whisper', async () => {
    const result = await updatePhoneNumberAction({
      id,
      name: 'Renamed',
      forwardingNumber: '5559876543',
      whisperMessage: 'New whisper',
    });
    expect(result).toEqual({ ok: true, data: null });
    const [row] = await rows();
    expect(row).toMatchObject({ name: 'Renamed', forwarding_number: '+15559876543', whisper_message: 'New whisper' });
    expect(row.phone_number).toBe('+14155550100');
  });

  it('refuses a malformed update', async () => {
    const edit = { id, name: 'x', forwardingNumber: '555', whisperMessage: 'w' };
    expect(await updatePhoneNumberAction(edit)).toEqual(fail(PHONE_MESSAGES.invalidForwardingNumber));
    expect(await updatePhoneNumberAction({ ...edit, id: 'not-a-uuid', forwardingNumber: '5559876543' })).toEqual(
      fail(PHONE_MESSAGES.updateFailed),
    );
  });

  it('an unknown id cannot be updated or deleted', async () => {
    const missing = '0b6f7a52-1d3e-4c59-9a0f-2f1f3c4d5e6f';
    const edit = { id: missing, name: 'x', forwardingNumber: '5559876543', whisperMessage: 'w' };
    expect(await updatePhoneNumberAction(edit)).toEqual(fail(PHONE_MESSAGES.updateFailed));
    expect(await deletePhoneNumberAction({ id: missing })).toEqual(fail(PHONE_MESSAGES.deleteFailed));
    expect(await deletePhoneNumberAction({ id: 'nope' })).toEqual(fail(PHONE_MESSAGES.deleteFailed));
  });

  it('delete releases the number at the provider and removes the row', async () => {
    expect(await deletePhoneNumberAction({ id })).toEqual({ ok: true, data: null });
    expect(await rows()).toEqual([]);
    expect(await sandboxRows()).toEqual([]);
    expect(await listPhoneNumbers(ada.id)).toEqual([]);
  });

  it('a failed release keeps the row and names the provider', async () => {
    const restore = await failWritesTo('sandbox_phone_numbers', 'sandbox unavailable', ['delete']);
    try {
      expect(await deletePhoneNumberAction({ id })).toEqual(fail('Failed to release phone number from Sandbox'));
    } finally {
      await restore();
    }
    expect(await rows()).toHaveLength(1);
    expect(await sandboxRows()).toHaveLength(1);
  });

  it('a row that cannot be deleted after the release says so; deleting again then works', async () => {
    const restore = await failWritesTo('phone_numbers', 'store unavailable', ['delete']);
    try {
      expect(await deletePhoneNumberAction({ id })).toEqual(fail(PHONE_MESSAGES.deleteFromDatabaseFailed));
    } finally {
      await restore();
    }
    expect(await rows()).toHaveLength(1);
    expect(await sandboxRows()).toEqual([]);
    // Releasing a number that is already released is no error, so the retry completes.
    expect(await deletePhoneNumberAction({ id })).toEqual({ ok: true, data: null });
    expect(await rows()).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it("another user cannot see, update or delete someone's number", async () => {
    await makePro(ada);
    const { id } = await create();
    const bob = await signUpUser('bob@example.com');
    await makePro(bob);

    expect(await listPhoneNumbers(bob.id)).toEqual([]);
    expect(
      await updatePhoneNumberAction({ id, name: 'Mine now', forwardingNumber: '5550000000', whisperMessage: 'x' }),
    ).toEqual(fail(PHONE_MESSAGES.updateFailed));
    expect(await deletePhoneNumberAction({ id })).toEqual(fail(PHONE_MESSAGES.deleteFailed));

    const [row] = await getDb().select().from(phoneNumbers).where(eq(phoneNumbers.id, id));
    expect(row).toMatchObject({ user_id: ada.id, name: 'Oak Street mailer', forwarding_number: '+15551234567' });
    expect(await sandboxRows()).toHaveLength(1);
    expect((await listPhoneNumbers(ada.id)).map((n) => n.id)).toEqual([id]);
  });
});

describe('the sandbox provider itself', () => {
  const voiceUrl = 'http://localhost:3000/api/webhooks/twilio/voice';

  it('rents only free numbers of its fictional pool', async () => {
    await expect(
      sandboxTelephony.provisionNumber({ phoneNumber: '+14155551234', friendlyName: 'x', voiceUrl }),
    ).rejects.toThrow('not a sandbox number');
    const rented = await sandboxTelephony.provisionNumber({ phoneNumber: '+14155550142', friendlyName: 'x', voiceUrl });
    expect(rented).toEqual({ sid: expect.stringMatching(/^PN[0-9a-f]{32}$/), phoneNumber: '+14155550142' });
    await expect(
      sandboxTelephony.provisionNumber({ phoneNumber: '+14155550142', friendlyName: 'y', voiceUrl }),
    ).rejects.toThrow();
    // The lowest free line is offered first; 0142 is taken but 0100 is not.
    expect(await sandboxTelephony.findAvailableNumber('415')).toEqual({ phoneNumber: '+14155550100', locality: null });
  });

  it('releasing an unknown number is no error', async () => {
    await expect(sandboxTelephony.releaseNumber(`PN${'0'.repeat(32)}`)).resolves.toBeUndefined();
    expect(sandboxTelephony.providerName).toBe('Sandbox');
  });
});
