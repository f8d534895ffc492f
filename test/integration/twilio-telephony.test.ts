import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPhoneNumberAction, deletePhoneNumberAction } from '@/actions/phones';
import { getDb } from '@/lib/db/client';
import { phoneNumbers, sandboxPhoneNumbers } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { getTelephony } from '@/lib/providers/telephony';
import { createTwilioTelephony } from '@/lib/providers/telephony/twilio';
import { PHONE_MESSAGES } from '@/lib/validation/phone-number';
import { switchToProAction } from '../support/plans';
import { mswServer } from '../support/msw';
import { actAs, signUpUser } from '../support/users';

/**
 * Contract tests of the Twilio adapter against fakes of the REST API 2010-04-01, shaped like
 * Twilio's documentation (AvailablePhoneNumberLocal and IncomingPhoneNumber resources) and
 * the official SDK's requests.
 */

const BASE_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };
const ACCOUNT_SID = `AC${'a1'.repeat(16)}`;
const AUTH_TOKEN = 'twilio_contract_auth_token';
const API = `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT_SID}`;
const BASIC = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
const SID = `PN${'b2'.repeat(16)}`;

type Seen = { method: string; url: URL; body: URLSearchParams; auth: string | null; contentType: string | null };

/** Records every call to `method path` and answers with `reply(n)` (n = 1 for the first call). */
function route(method: 'get' | 'post' | 'delete', path: string, reply: (call: number) => Response): Seen[] {
  const seen: Seen[] = [];
  mswServer.use(
    http[method](`${API}${path}`, async ({ request }) => {
      seen.push({
        method: request.method,
        url: new URL(request.url),
        body: new URLSearchParams(await request.text()),
        auth: request.headers.get('authorization'),
        contentType: request.headers.get('content-type'),
      });
      return reply(seen.length);
    }),
  );
  return seen;
}

function availableNumbers(numbers: Array<{ phone_number: string; locality?: string; region?: string }>) {
  return HttpResponse.json({
    available_phone_numbers: numbers.map((n) => ({
      address_requirements: 'none',
      beta: false,
      capabilities: { mms: true, sms: true, voice: true },
      friendly_name: n.phone_number,
      iso_country: 'US',
      lata: '722',
      latitude: '37.774200',
      locality: n.locality ?? 'San Francisco',
      longitude: '-122.417700',
      phone_number: n.phone_number,
      postal_code: '94103',
      rate_center: 'SNFC',
      region: n.region ?? 'CA',
    })),
    end: numbers.length ? numbers.length - 1 : 0,
    first_page_uri: `/2010-04-01/Accounts/${ACCOUNT_SID}/AvailablePhoneNumbers/US/Local.json?AreaCode=415&VoiceEnabled=true&PageSize=1&Page=0`,
    next_page_uri: null,
    page: 0,
    page_size: 1,
    previous_page_uri: null,
    start: 0,
    uri: `/2010-04-01/Accounts/${ACCOUNT_SID}/AvailablePhoneNumbers/US/Local.json?AreaCode=415&VoiceEnabled=true&PageSize=1&Page=0`,
  });
}

function incomingNumber(fields: { phone_number: string; friendly_name: string; voice_url: string }) {
  return HttpResponse.json(
    {
      account_sid: ACCOUNT_SID,
      address_requirements: 'none',
      api_version: '2010-04-01',
      beta: false,
      capabilities: { voice: true, sms: true, mms: true, fax: false },
      date_created: 'Thu, 30 Jul 2015 23:19:04 +0000',
      date_updated: 'Thu, 30 Jul 2015 23:19:04 +0000',
      friendly_name: fields.friendly_name,
      origin: 'twilio',
      phone_number: fields.phone_number,
      sid: SID,
      status: 'in-use',
      status_callback: '',
      status_callback_method: 'POST',
      uri: `/2010-04-01/Accounts/${ACCOUNT_SID}/IncomingPhoneNumbers/${SID}.json`,
      voice_caller_id_lookup: false,
      voice_fallback_method: 'POST',
      voice_fallback_url: null,
      voice_method: 'POST',
      voice_url: fields.voice_url,
      voice_receive_mode: 'voice',
    },
    { status: 201 },
  );
}

function twilioError(status: number, code: number, message: string) {
  return HttpResponse.json(
    { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
    { status },
  );
}

const twilio = createTwilioTelephony(ACCOUNT_SID, AUTH_TOKEN);
let logged: string[];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
});

afterEach(() => {
  setEnvForTests(BASE_ENV);
});

describe('Twilio adapter: search', () => {
  it('asks for one voice-capable local US number in the area code', async () => {
    const seen = route('get', '/AvailablePhoneNumbers/US/Local.json', () =>
      availableNumbers([{ phone_number: '+14155550123' }]),
    );
    expect(await twilio.findAvailableNumber('415')).toEqual({
      phoneNumber: '+14155550123',
      locality: 'San Francisco, CA',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url.pathname).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/AvailablePhoneNumbers/US/Local.json`);
    expect(Object.fromEntries(seen[0].url.searchParams)).toEqual({
      AreaCode: '415',
      VoiceEnabled: 'true',
      PageSize: '1',
    });
    expect(seen[0].auth).toBe(BASIC);
  });

  it('an area code without numbers gives null', async () => {
    route('get', '/AvailablePhoneNumbers/US/Local.json', () => availableNumbers([]));
    expect(await twilio.findAvailableNumber('999')).toBeNull();
  });

  it('a failed search throws', async () => {
    route('get', '/AvailablePhoneNumbers/US/Local.json', () => twilioError(500, 20500, 'Internal Server Error'));
    await expect(twilio.findAvailableNumber('415')).rejects.toMatchObject({ status: 500 });
  });
});

describe('Twilio adapter: provision', () => {
  it('rents the number with its name and our voice webhook, method POST', async () => {
    const seen = route('post', '/IncomingPhoneNumbers.json', () =>
      incomingNumber({
        phone_number: '+14155550123',
        friendly_name: 'Oak Street',
        voice_url: 'https://inkpost.example.com/api/webhooks/twilio/voice',
      }),
    );
    expect(
      await twilio.provisionNumber({
        phoneNumber: '+14155550123',
        friendlyName: 'Oak Street',
        voiceUrl: 'https://inkpost.example.com/api/webhooks/twilio/voice',
      }),
    ).toEqual({ sid: SID, phoneNumber: '+14155550123' });
    expect(seen).toHaveLength(1);
    expect(seen[0].url.pathname).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/IncomingPhoneNumbers.json`);
    expect(seen[0].contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(seen[0].body)).toEqual({
      PhoneNumber: '+14155550123',
      FriendlyName: 'Oak Street',
      VoiceUrl: 'https://inkpost.example.com/api/webhooks/twilio/voice',
      VoiceMethod: 'POST',
    });
    expect(seen[0].auth).toBe(BASIC);
  });

  it("cuts the name to Twilio's 64 characters", async () => {
    const seen = route('post', '/IncomingPhoneNumbers.json', () =>
      incomingNumber({ phone_number: '+14155550123', friendly_name: 'x'.repeat(64), voice_url: 'https://x.test/v' }),
    );
    await twilio.provisionNumber({
      phoneNumber: '+14155550123',
      friendlyName: 'x'.repeat(100),
      voiceUrl: 'https://x.test/v',
    });
    expect(seen[0].body.get('FriendlyName')).toBe('x'.repeat(64));
  });

  it('a 500 throws', async () => {
    route('post', '/IncomingPhoneNumbers.json', () => twilioError(500, 20500, 'Internal Server Error'));
    await expect(
      twilio.provisionNumber({ phoneNumber: '+14155550123', friendlyName: 'Oak', voiceUrl: 'https://x.test/v' }),
    ).rejects.toMatchObject({ status: 500 });
  });
});

describe('Twilio adapter: release', () => {
  it('DELETEs the incoming number', async () => {
    const seen = route('delete', `/IncomingPhoneNumbers/${SID}.json`, () => new HttpResponse(null, { status: 204 }));
    await expect(twilio.releaseNumber(SID)).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('DELETE');
    expect(seen[0].url.pathname).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/IncomingPhoneNumbers/${SID}.json`);
    expect(seen[0].auth).toBe(BASIC);
  });

  it('a number Twilio no longer has (404) counts as released', async () => {
    route('delete', `/IncomingPhoneNumbers/${SID}.json`, () =>
      twilioError(
        404,
        20404,
        `The requested resource /2010-04-01/Accounts/${ACCOUNT_SID}/IncomingPhoneNumbers/${SID}.json was not found`,
      ),
    );
    await expect(twilio.releaseNumber(SID)).resolves.toBeUndefined();
  });

  it('any other failure throws', async () => {
    route('delete', `/IncomingPhoneNumbers/${SID}.json`, () => twilioError(503, 20503, 'Service Unavailable'));
    await expect(twilio.releaseNumber(SID)).rejects.toMatchObject({ status: 503 });
  });

  it('signs webhooks with the auth token', () => {
    expect(twilio.providerName).toBe('Twilio');
    expect(twilio.webhookSigningKey()).toBe(AUTH_TOKEN);
  });
});

describe('tracking numbers in Twilio mode', () => {
  it('rent and delete go to Twilio: the row keeps its PN sid, delete releases it, nothing touches the sandbox', async () => {
    const ada = await signUpUser('ada@example.com');
    actAs(ada, '/tracking');
    await switchToProAction();
    setEnvForTests({
      ...BASE_ENV,
      APP_URL: 'https://inkpost.example.com',
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    });
    expect(getTelephony().providerName).toBe('Twilio');

    const search = route('get', '/AvailablePhoneNumbers/US/Local.json', () =>
      availableNumbers([{ phone_number: '+14155550123' }]),
    );
    const provision = route('post', '/IncomingPhoneNumbers.json', () =>
      incomingNumber({
        phone_number: '+14155550123',
        friendly_name: 'Oak Street',
        voice_url: 'https://inkpost.example.com/api/webhooks/twilio/voice',
      }),
    );
    const created = await createPhoneNumberAction({
      name: 'Oak Street',
      areaCode: '415',
      forwardingNumber: '5551234567',
      whisperMessage: 'Postcard call',
    });
    expect(created).toEqual({ ok: true, data: { id: expect.any(String), phoneNumber: '+14155550123' } });
    expect(search).toHaveLength(1);
    expect(provision[0].body.get('VoiceUrl')).toBe('https://inkpost.example.com/api/webhooks/twilio/voice');
    const [row] = await getDb().select().from(phoneNumbers);
    expect(row).toMatchObject({ phone_sid: SID, phone_number: '+14155550123', forwarding_number: '+15551234567' });
    expect(await getDb().select().from(sandboxPhoneNumbers)).toEqual([]);

    // A failed release keeps the row and names Twilio.
    route('delete', `/IncomingPhoneNumbers/${SID}.json`, () => twilioError(503, 20503, 'Service Unavailable'));
    const id = created.ok ? created.data.id : '';
    expect(await deletePhoneNumberAction({ id })).toEqual({
      ok: false,
      error: PHONE_MESSAGES.releaseFailed('Twilio'),
    });
    expect(await getDb().select().from(phoneNumbers)).toHaveLength(1);

    mswServer.resetHandlers();
    const release = route('delete', `/IncomingPhoneNumbers/${SID}.json`, () => new HttpResponse(null, { status: 204 }));
    expect(await deletePhoneNumberAction({ id })).toEqual({ ok: true, data: null });
    expect(release).toHaveLength(1);
    expect(await getDb().select().from(phoneNumbers)).toEqual([]);
  });

  it('a provision failure at Twilio gives the spec message and stores nothing', async () => {
    const ada = await signUpUser('ada@example.com');
    actAs(ada, '/tracking');
    await switchToProAction();
    setEnvForTests({ ...BASE_ENV, TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: AUTH_TOKEN });
    route('get', '/AvailablePhoneNumbers/US/Local.json', () => availableNumbers([{ phone_number: '+14155550123' }]));
    route('post', '/IncomingPhoneNumbers.json', () => twilioError(400, 21422, 'Phone number is not available'));
    expect(
      await createPhoneNumberAction({
        name: 'Oak',
        areaCode: '415',
        forwardingNumber: '5551234567',
        whisperMessage: 'w',
      }),
    ).toEqual({ ok: false, error: PHONE_MESSAGES.provisionFailed });
    expect(await getDb().select().from(phoneNumbers)).toEqual([]);
    expect(logged.join('\n')).toContain('renting +14155550123');
  });
});
