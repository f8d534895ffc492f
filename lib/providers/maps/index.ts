import 'server-only';
import { env } from '@/lib/env';
import { createGoogleMaps } from './google';
import type { MapsPort } from './port';
import { sandboxMaps } from './sandbox';
import { explainSandboxAddress } from './sandbox-explain';

// The sandbox's reasons live apart from it (sandbox-explain.ts reads its tables and rules).
const sandbox: MapsPort = { ...sandboxMaps, explain: explainSandboxAddress };

/** The maps adapter for the current environment: Google when GOOGLE_MAPS_API_KEY is set. */
export function getMaps(): MapsPort {
  const config = env();
  // Built per call (cheap, no state) so tests that switch the key see the new one at once.
  return config.modes.maps === 'google' ? createGoogleMaps(config.GOOGLE_MAPS_API_KEY!) : sandbox;
}

export * from './port';
