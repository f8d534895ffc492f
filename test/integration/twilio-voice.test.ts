import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POST as voice } from '@/app/api/webhooks/twilio/voice/route';
import { POST as whisper } from '@/app/api/webhooks/twilio/whisper/route';
import { createPhoneNumberAction } from '@/actions/phones';
import { placeSandboxCallAction } from '@/actions/sandbox-telephony';
import { getDb } from '@/lib/db/client';
import { phoneCalls, phoneNumbers } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { UNAVAILABLE_MESSAGE } from '@/lib/phones/twiml';
import { getTelephony } from '@/lib/providers/telephony';
import { switchToProAction } from '../support/plans';
import { actAs, signUpUser, type TestUser } from '../support/users';

/**
 * The Twilio voice and whisper webhooks end to end: form posts signed exactly as Twilio signs
 * them (HMAC-SHA1 of the public URL and the sorted params, by the SDK's own function), effects
 * read from the database.
 */

const BASE_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };
const VOICE_URL = 'http://localhost:3000/api/webhooks/twilio/voice';
const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const CALLER = '+13125550199';
const WHISPER = 'Call from the Oak Street postcard & "open house" <Saturday>';

let ada: TestUser;
let numberId: string;
let trackingNumber: string;

const callSid = (n: number) => `CA${String(n).padStart(32, '0')}`;

function callParams(changes: Record<string, string> = {}): Record<string, string> {
  return {
    AccountSid: `AC${'1'.repeat(32)}`,
    ApiVersion: '2010-04-01',
    CallSid: callSid(1),
    CallStatus: 'ringing',
    Direction: 'inbound',
    From: CALLER,
    To: trackingNumber,
    ...changes,
  };
}

/** A webhook request to `url`, signed for `signedUrl` with `key` (null: no signature header). */
function twilioRequest(
  url: string,
  params: Record<string, string>,
  { key = getTelephony().webhookSigningKey(), signedUrl = url }: { key?: string | null; signedUrl?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (key !== null) headers['X-Twilio-Signature'] = twilio.getExpectedTwilioSignature(key, signedUrl, params);
  return new Request(url, { method: 'POST', headers, body: new URLSearchParams(params).toString() });
}

const numberRow = async () => (await getDb().select().from(phoneNumbers).where(eq(phoneNumbers.id, numberId)))[0];
const calls = () => getDb().select().from(phoneCalls);
const whisperUrl = () => `http://localhost:3000/api/webhooks/twilio/whisper?number=${numberId}`;

function forwardTwiml(forwardTo: string) {
  return (
    `${XML}<Response><Dial answerOnBridge="true">` +
    `<Number url="${whisperUrl()}" method="POST">${forwardTo}</Number></Dial></Response>`
  );
}

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  actAs(ada, '/tracking');
  await switchToProAction();
  const created = await createPhoneNumberAction({
    name: 'Oak Street',
    areaCode: '415',
    forwardingNumber: '5551234567',
    whisperMessage: WHISPER,
  });
  if (!created.ok) throw new Error(created.error);
  ({ id: numberId, phoneNumber: trackingNumber } = created.data);
});

afterEach(() => {
  setEnvForTests(BASE_ENV);
});

describe('POST /api/webhooks/twilio/voice', () => {
  it('forwards a signed call to the forwarding number with the whisper URL and counts it', async () => {
    const response = await voice(twilioRequest(VOICE_URL, callParams()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(await response.text()).toBe(forwardTwiml('+15551234567'));

    const row = await numberRow();
    expect(row.call_count).toBe(1);
    expect(row.last_call).toBeInstanceOf(Date);
    expect(Date.now() - row.last_call!.getTime()).toBeLessThan(60_000);
    expect(await calls()).toEqual([
      expect.objectContaining({
        call_sid: callSid(1),
        phone_number_id: numberId,
        user_id: ada.id,
        from_number: CALLER,
      }),
    ]);
  });

  it('counts a retried CallSid once, also when the retries arrive together', async () => {
    await voice(twilioRequest(VOICE_URL, callParams()));
    const again = await voice(twilioRequest(VOICE_URL, callParams()));
    // The retry is still forwarded: the caller is on the line either way.
    expect(await again.text()).toBe(forwardTwiml('+15551234567'));
    expect((await numberRow()).call_count).toBe(1);

    const together = await Promise.all(
      [1, 2, 3].map(() => voice(twilioRequest(VOICE_URL, callParams({ CallSid: callSid(2) })))),
    );
    expect(together.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await numberRow()).call_count).toBe(2);
    expect(await calls()).toHaveLength(2);
  });

  it('forwards to the number as edited last', async () => {
    await getDb().update(phoneNumbers).set({ forwarding_number: '+15559876543' }).where(eq(phoneNumbers.id, numberId));
    const response = await voice(twilioRequest(VOICE_URL, callParams()));
    expect(await response.text()).toBe(forwardTwiml('+15559876543'));
  });

  it('refuses a signature made with another key: 403, nothing recorded', async () => {
    const response = await voice(twilioRequest(VOICE_URL, callParams(), { key: 'not-the-key' }));
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('<Dial');
    expect((await numberRow()).call_count).toBe(0);
    expect(await calls()).toEqual([]);
  });

  it('refuses a request without a signature', async () => {
    const response = await voice(twilioRequest(VOICE_URL, callParams(), { key: null }));
    expect(response.status).toBe(403);
    expect(await calls()).toEqual([]);
  });

  it('refuses params changed after signing', async () => {
    const signed = twilio.getExpectedTwilioSignature(getTelephony().webhookSigningKey(), VOICE_URL, callParams());
    const response = await voice(
      new Request(VOICE_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': signed },
        body: new URLSearchParams(callParams({ From: '+19995550000' })).toString(),
      }),
    );
    expect(response.status).toBe(403);
    expect(await calls()).toEqual([]);
  });

  it('checks against the public URL, never the host the request arrived at', async () => {
    // Signed for an internal host (what a Host header behind a proxy would say): refused.
    const internal = 'http://internal-host/api/webhooks/twilio/voice';
    const forged = await voice(twilioRequest(internal, callParams()));
    expect(forged.status).toBe(403);
    expect(await calls()).toEqual([]);

    // Behind a proxy: arrives at the internal host, signed by Twilio for the public APP_URL.
    setEnvForTests({ ...BASE_ENV, APP_URL: 'https://inkpost.example.com' });
    const proxied = await voice(
      twilioRequest(internal, callParams(), { signedUrl: 'https://inkpost.example.com/api/webhooks/twilio/voice' }),
    );
    expect(proxied.status).toBe(200);
    expect(await proxied.text()).toContain(
      `<Number url="https://inkpost.example.com/api/webhooks/twilio/whisper?number=${numberId}" method="POST">`,
    );
    expect((await numberRow()).call_count).toBe(1);
  });

  it('turns calls to an inactive number away politely, without forwarding or counting', async () => {
    await getDb().update(phoneNumbers).set({ status: 'inactive' }).where(eq(phoneNumbers.id, numberId));
    const response = await voice(twilioRequest(VOICE_URL, callParams()));
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toBe(`${XML}<Response><Say>${UNAVAILABLE_MESSAGE}</Say><Hangup/></Response>`);
    expect(xml).not.toContain('<Dial');
    expect((await numberRow()).call_count).toBe(0);
    expect(await calls()).toEqual([]);
  });

  it('turns calls to an unknown number away the same way', async () => {
    const response = await voice(twilioRequest(VOICE_URL, callParams({ To: '+14155550199' })));
    expect(await response.text()).toContain(`<Say>${UNAVAILABLE_MESSAGE}</Say><Hangup/>`);
    expect(await calls()).toEqual([]);
  });

  it('in Twilio mode the signing key is the auth token', async () => {
    setEnvForTests({
      ...BASE_ENV,
      TWILIO_ACCOUNT_SID: `AC${'2'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'twilio-auth-token-123',
    });
    const sandboxSigned = await voice(twilioRequest(VOICE_URL, callParams(), { key: 'sandbox-key' }));
    expect(sandboxSigned.status).toBe(403);
    const twilioSigned = await voice(twilioRequest(VOICE_URL, callParams(), { key: 'twilio-auth-token-123' }));
    expect(twilioSigned.status).toBe(200);
    expect((await numberRow()).call_count).toBe(1);
  });
});

describe('POST /api/webhooks/twilio/whisper', () => {
  const leg = () =>
    callParams({ CallSid: callSid(9), ParentCallSid: callSid(1), Direction: 'outbound-dial', To: '+15551234567' });

  it('answers the whisper message with <Say>, escaped, and no <Dial>', async () => {
    const response = await whisper(twilioRequest(whisperUrl(), leg()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(await response.text()).toBe(
      `${XML}<Response><Say>Call from the Oak Street postcard &amp; "open house" &lt;Saturday&gt;</Say></Response>`,
    );
  });

  it('checks the signature of the whole URL, query included', async () => {
    expect((await whisper(twilioRequest(whisperUrl(), leg(), { key: 'wrong' }))).status).toBe(403);
    expect((await whisper(twilioRequest(whisperUrl(), leg(), { key: null }))).status).toBe(403);
    // Signed for another number's whisper, sent for this one.
    const other = 'http://localhost:3000/api/webhooks/twilio/whisper?number=0b6f7a52-1d3e-4c59-9a0f-2f1f3c4d5e6f';
    expect((await whisper(twilioRequest(whisperUrl(), leg(), { signedUrl: other }))).status).toBe(403);
  });

  it('has nothing to say for a deleted number, so the call simply connects', async () => {
    const url = 'http://localhost:3000/api/webhooks/twilio/whisper?number=0b6f7a52-1d3e-4c59-9a0f-2f1f3c4d5e6f';
    const response = await whisper(twilioRequest(url, leg()));
    expect(await response.text()).toBe(`${XML}<Response/>`);
  });
});

describe('the sandbox call page', () => {
  it('places a call through the real webhooks; a replay of the CallSid is not counted again', async () => {
    const first = await placeSandboxCallAction({ phoneNumberId: numberId, from: '+15555550100' });
    if (!first.ok) throw new Error(first.error);
    expect(first.data).toMatchObject({
      from: '+15555550100',
      to: trackingNumber,
      forwardedTo: '+15551234567',
      whisper: WHISPER,
      spoken: null,
      counted: true,
      callCount: 1,
    });
    expect(first.data.callSid).toMatch(/^CA[0-9a-f]{32}$/);
    expect(first.data.voiceTwiml).toBe(forwardTwiml('+15551234567'));
    expect(first.data.whisperTwiml).toContain('<Say>');

    const replay = await placeSandboxCallAction({
      phoneNumberId: numberId,
      from: '+15555550100',
      replayCallSid: first.data.callSid,
    });
    expect(replay).toMatchObject({ ok: true, data: { callSid: first.data.callSid, counted: false, callCount: 1 } });
    expect((await numberRow()).call_count).toBe(1);
    expect(await calls()).toEqual([
      expect.objectContaining({ call_sid: first.data.callSid, from_number: '+15555550100' }),
    ]);
  });

  it('shows what the caller hears when the number is inactive', async () => {
    await getDb().update(phoneNumbers).set({ status: 'inactive' }).where(eq(phoneNumbers.id, numberId));
    const result = await placeSandboxCallAction({ phoneNumberId: numberId, from: '+15555550100' });
    expect(result).toMatchObject({
      ok: true,
      data: {
        forwardedTo: null,
        whisper: null,
        spoken: UNAVAILABLE_MESSAGE,
        counted: false,
        callCount: 0,
        whisperTwiml: null,
      },
    });
  });

  it("cannot call another user's number, and exists only in sandbox mode", async () => {
    const bob = await signUpUser('bob@example.com');
    actAs(bob, '/sandbox/telephony');
    expect(await placeSandboxCallAction({ phoneNumberId: numberId, from: '+15555550100' })).toEqual({
      ok: false,
      error: 'Phone number not found',
    });
    expect(await placeSandboxCallAction({ phoneNumberId: numberId, from: '5550100' })).toMatchObject({ ok: false });

    actAs(ada, '/sandbox/telephony');
    setEnvForTests({
      ...BASE_ENV,
      TWILIO_ACCOUNT_SID: `AC${'2'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'twilio-auth-token-123',
    });
    expect(await placeSandboxCallAction({ phoneNumberId: numberId, from: '+15555550100' })).toEqual({
      ok: false,
      error: 'Test calls exist only in sandbox mode',
    });
    expect(await calls()).toEqual([]);
  });
});

describe('the sandbox signing key', () => {
  it('is SANDBOX_TELEPHONY_TOKEN when set, else one random key for the whole process', async () => {
    const random = getTelephony().webhookSigningKey();
    expect(random).toMatch(/^[0-9a-f]{64}$/);
    expect(getTelephony().webhookSigningKey()).toBe(random);
    setEnvForTests({ ...BASE_ENV, SANDBOX_TELEPHONY_TOKEN: 'fixed-sandbox-token' });
    expect(getTelephony().webhookSigningKey()).toBe('fixed-sandbox-token');
    const response = await voice(twilioRequest(VOICE_URL, callParams(), { key: 'fixed-sandbox-token' }));
    expect(response.status).toBe(200);
  });
});
