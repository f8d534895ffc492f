// The types of short-links.mjs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LinkIndex } from './link-index.mjs';
import type { ScanBatch } from './scan-batch.mjs';

export function createShortLinkHandler(
  index: LinkIndex,
  scans: Pick<ScanBatch, 'count'>,
  logError: (what: string, error: unknown) => void,
): (request: IncomingMessage, response: ServerResponse) => boolean;
