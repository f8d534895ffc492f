// The types of scan-batch.mjs.
import type { LinkSource } from './link-index.mjs';
import type { Scan } from '../../lib/tracking/short-link-answer.mjs';

export type ScanBatch = { count(scan: Scan): void; whenWritten(): Promise<void>; flush(): Promise<void> };

export function createScanBatch(
  source: LinkSource,
  options?: { written?: () => void; logError?: (what: string, error: unknown) => void },
): ScanBatch;
