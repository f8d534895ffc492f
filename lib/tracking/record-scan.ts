import 'server-only';
import { logError } from '@/lib/errors';
import { createScanBatch, type ScanBatch } from '../../scripts/front/scan-batch.mjs';
import { scheduleScanFold } from './fold-scans';
import { databaseLinkSource } from './front-service';
import type { Scan } from './short-link-answer.mjs';

export type { Scan } from './short-link-answer.mjs';

// The scans of the route handler app/r/[id] (next dev, other hosts; under `npm start` the front
// process counts its own): gathered and written in batches by the front's own writer, on this
// process's database, and folded soon after.
const GLOBAL_KEY = Symbol.for('inkpost.scan-batch');
const holder = globalThis as { [GLOBAL_KEY]?: ScanBatch };
const batch = (): ScanBatch =>
  (holder[GLOBAL_KEY] ??= createScanBatch(databaseLinkSource(), { written: scheduleScanFold, logError }));

/** Counts a scan and resolves once its batch was written (or its failure logged). */
export function recordScan(scan: Scan): Promise<void> {
  batch().count(scan);
  return batch().whenWritten();
}

/**
 * Writes every scan gathered so far and resolves when they are in the database: a process that
 * is told to stop calls this after its last response, so no counted scan is lost.
 */
export function flushScans(): Promise<void> {
  return batch().flush();
}
