import { describe, expect, it } from 'vitest';
import { readForward, readSpoken } from './sandbox-call';
import { emptyTwiml, forwardCallTwiml, UNAVAILABLE_MESSAGE, unavailableTwiml, whisperTwiml } from './twiml';

const XML = '<?xml version="1.0" encoding="UTF-8"?>';

describe('TwiML answers', () => {
  it('forwards the call with the whisper fetched by <Number url>, the caller ringing until the bridge', () => {
    const xml = forwardCallTwiml({
      forwardTo: '+15551234567',
      whisperUrl: 'https://app.example.com/api/webhooks/twilio/whisper?number=0b6f7a52-1d3e-4c59-9a0f-2f1f3c4d5e6f',
    });
    expect(xml).toBe(
      `${XML}<Response><Dial answerOnBridge="true">` +
        '<Number url="https://app.example.com/api/webhooks/twilio/whisper?number=0b6f7a52-1d3e-4c59-9a0f-2f1f3c4d5e6f" method="POST">+15551234567</Number>' +
        '</Dial></Response>',
    );
  });

  it('escapes an ampersand in the whisper URL attribute', () => {
    const xml = forwardCallTwiml({ forwardTo: '+15551234567', whisperUrl: 'https://x.test/w?a=1&b=2' });
    expect(xml).toContain('url="https://x.test/w?a=1&amp;b=2"');
  });

  it('whispers the message with <Say> and never dials (TwiML of <Number url> may not contain <Dial>)', () => {
    const xml = whisperTwiml('Call from the Oak Street postcards');
    expect(xml).toBe(`${XML}<Response><Say>Call from the Oak Street postcards</Say></Response>`);
    expect(xml).not.toContain('<Dial');
  });

  it('escapes &, < and > in a whisper and keeps quotes as text', () => {
    const message = `Tom & Jerry's "open house" <today> only`;
    const xml = whisperTwiml(message);
    expect(xml).toBe(`${XML}<Response><Say>Tom &amp; Jerry's "open house" &lt;today&gt; only</Say></Response>`);
    // Read back, it is the message again.
    expect(readSpoken(xml)).toBe(message);
  });

  it('turns a call to an unavailable number away politely, then hangs up', () => {
    const xml = unavailableTwiml();
    expect(xml).toBe(`${XML}<Response><Say>${UNAVAILABLE_MESSAGE}</Say><Hangup/></Response>`);
    expect(xml).not.toContain('<Dial');
  });

  it('has an empty answer for a whisper with nothing to say', () => {
    expect(emptyTwiml()).toBe(`${XML}<Response/>`);
  });
});

describe('reading our TwiML back (sandbox call page)', () => {
  it('reads the forward number and the whisper URL', () => {
    const xml = forwardCallTwiml({ forwardTo: '+15551234567', whisperUrl: 'https://x.test/w?a=1&b=2' });
    expect(readForward(xml)).toEqual({ forwardTo: '+15551234567', whisperUrl: 'https://x.test/w?a=1&b=2' });
    expect(readSpoken(xml)).toBeNull();
  });

  it('finds no forward in an unavailable answer', () => {
    expect(readForward(unavailableTwiml())).toBeNull();
    expect(readSpoken(unavailableTwiml())).toBe(UNAVAILABLE_MESSAGE);
  });
});
