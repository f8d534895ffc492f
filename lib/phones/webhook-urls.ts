import 'server-only';
import { env } from '@/lib/env';

/**
 * The public URLs of our Twilio webhooks. Twilio signs the exact URL it was given, so the same
 * function builds the URL we register, the URL we verify and the URL the sandbox signs.
 */
export const publicUrl = (pathAndSearch: string) => `${env().APP_URL.replace(/\/+$/, '')}${pathAndSearch}`;

export const VOICE_WEBHOOK_PATH = '/api/webhooks/twilio/voice';
export const WHISPER_WEBHOOK_PATH = '/api/webhooks/twilio/whisper';

export const voiceWebhookUrl = () => publicUrl(VOICE_WEBHOOK_PATH);

export const whisperWebhookUrl = (phoneNumberId: string) =>
  publicUrl(`${WHISPER_WEBHOOK_PATH}?number=${encodeURIComponent(phoneNumberId)}`);
