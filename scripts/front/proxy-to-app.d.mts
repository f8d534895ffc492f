// The types of proxy-to-app.mjs.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const APP_UNAVAILABLE: string;

export function createAppProxy(
  socketPath: string,
  logError: (what: string, error: unknown) => void,
): (request: IncomingMessage, response: ServerResponse) => void;
