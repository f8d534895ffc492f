import 'server-only';
import { env } from '@/lib/env';
import type { PostcardsPort } from './port';
import { sandboxPostcards } from './sandbox';
import { createThanksioPostcards } from './thanksio';

export function getPostcards(): PostcardsPort {
  const config = env();
  return config.modes.postcards === 'thanksio' ? createThanksioPostcards(config.THANKSIO_API_TOKEN!) : sandboxPostcards;
}

export * from './port';
