import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnvForTests } from '@/lib/env';
import { RECIPIENT_NAME } from '@/lib/templates/custom-values';
import { previewHandwriting } from '@/lib/templates/preview-handwriting';
import { offContract } from '../support/contracts';
import { mswServer } from '../support/msw';

/** The documented preview: `preview: true` on the send call (thanks.io's OpenAPI document). */
const PREVIEW = 'https://api.thanks.io/api/v2/send/postcard';
/** `send-mailer-preview-response`: the front, then the back with the handwriting. */
const previews = (back: unknown) => ({
  message: 'OK',
  data: { previews: ['https://cdn.thanks.io/front/abc.png', back] },
});
const BASE_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };
const input = { message: 'Hi {{recipient_name}}!', styleId: 3, color: '#1e3a8a', customValues: [RECIPIENT_NAME] };

describe('handwriting preview through thanks.io', () => {
  beforeEach(() => {
    setEnvForTests({ ...BASE_ENV, THANKSIO_API_TOKEN: 'tok_live_123' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    setEnvForTests({ ...BASE_ENV, THANKSIO_API_TOKEN: undefined });
    vi.restoreAllMocks();
  });

  it('asks for a preview of the message with names for placeholders, the style and colour, and returns the back', async () => {
    const seen: { body: unknown; auth: string | null }[] = [];
    mswServer.use(
      http.post(PREVIEW, async ({ request }) => {
        seen.push({ body: await request.json(), auth: request.headers.get('authorization') });
        return HttpResponse.json(previews('https://cdn.thanks.io/hw/abc.png'));
      }),
    );
    expect(await previewHandwriting(input)).toEqual({ imageUrl: 'https://cdn.thanks.io/hw/abc.png' });
    expect(seen).toEqual([
      {
        body: {
          preview: true,
          size: '4x6',
          message: 'Hi Recipient Name!',
          handwriting_style: 3,
          handwriting_color: '#1e3a8a',
          recipients: [
            {
              name: 'Current Resident',
              address: '123 Main Street',
              city: 'Fake City',
              province: 'NY',
              postal_code: '55555',
              country: 'US',
            },
          ],
        },
        auth: 'Bearer tok_live_123',
      },
    ]);
  });

  it.each([
    [
      'an errors body',
      () =>
        offContract(
          HttpResponse.json({ errors: { message: ['too long'] } }, { status: 200 }),
          'an undocumented error body',
        ),
    ],
    ['a 401', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })],
    ['a 422', () => HttpResponse.json({ message: 'The given data was invalid.', errors: {} }, { status: 422 })],
  ])('maps %s to "Failed to get handwriting preview"', async (_name, reply) => {
    mswServer.use(http.post(PREVIEW, reply));
    await expect(previewHandwriting(input)).rejects.toThrow('Failed to get handwriting preview');
  });

  it.each([
    ['without previews', { message: 'OK', data: {} }],
    ['with an image that is not a web address', previews('javascript:alert(1)')],
    ['that is not JSON', '<html>maintenance</html>'],
  ])('maps a success %s to "Invalid response from handwriting preview service"', async (_name, body) => {
    mswServer.use(
      http.post(PREVIEW, () =>
        typeof body === 'string'
          ? offContract(HttpResponse.html(body), 'an HTML page where JSON is documented')
          : HttpResponse.json(body),
      ),
    );
    await expect(previewHandwriting(input)).rejects.toThrow('Invalid response from handwriting preview service');
  });

  it('retries a 503 through the retry wrapper', async () => {
    let calls = 0;
    mswServer.use(
      http.post(PREVIEW, () =>
        ++calls === 1
          ? HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 })
          : HttpResponse.json(previews('https://cdn.thanks.io/hw/ok.png')),
      ),
    );
    expect(await previewHandwriting(input)).toEqual({ imageUrl: 'https://cdn.thanks.io/hw/ok.png' });
    expect(calls).toBe(2);
  });
});

describe('handwriting preview in the sandbox', () => {
  it('renders a PNG with the bundled fonts, offline', async () => {
    const { imageUrl } = await previewHandwriting(input);
    expect(imageUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it.each([
    [{ message: '  ' }, 'Message is required'],
    [{ styleId: null }, 'Handwriting style is required'],
    [{ styleId: 13 }, 'Invalid handwriting style'],
  ])('refuses %o with "%s"', async (over, message) => {
    await expect(previewHandwriting({ ...input, ...over })).rejects.toThrow(message);
  });
});
