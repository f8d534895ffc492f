import type { IncomingMessage, ServerResponse } from 'node:http';

export const SERVER_ACTION_BODY_LIMIT_BYTES: number;
export const REQUEST_GUARD_MESSAGES: { malformedPath: string; actionTooLarge: string };
export function refuseMalformedRequest(request: IncomingMessage, response: ServerResponse): boolean;
