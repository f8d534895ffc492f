// POST /api/webhooks/twilio/voice – Twilio asks what to do with a call to one of our numbers.
export { answerVoiceWebhook as POST } from '@/lib/phones/voice-webhook';
