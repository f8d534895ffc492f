// POST /api/webhooks/twilio/whisper – the whisper played to the customer before the call bridges.
export { answerWhisperWebhook as POST } from '@/lib/phones/whisper-webhook';
