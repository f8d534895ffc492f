import { describe, expect, it, vi } from 'vitest';
import { createScanBatch } from './scan-batch.mjs';

const ADA = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';

/** What the batch asks the database to run, statement and parameters, call by call. */
function recordingSource() {
  const runs: Array<{ statement: string; params: unknown[] }> = [];
  return {
    runs,
    source: { run: async (statement: string, params: unknown[]) => void runs.push({ statement, params }) },
  };
}

describe("the front's scan batch (scripts/front/scan-batch.mjs)", () => {
  it('writes the scans gathered as one insert of one row per link with its count', async () => {
    const { runs, source } = recordingSource();
    const scans = createScanBatch(source as never);
    for (let i = 0; i < 3; i++) scans.count({ trackingUrlId: 'aaaaaaaaaaaa', userId: ADA });
    scans.count({ trackingUrlId: 'bbbbbbbbbbbb', userId: BOB });
    await scans.flush();
    expect(runs).toEqual([
      { statement: 'insertScans', params: ['{aaaaaaaaaaaa,bbbbbbbbbbbb}', `{${ADA},${BOB}}`, '{3,1}'] },
    ]);
  });

  it('keeps the scans of a link whose owner changed within the gather on rows of their own', async () => {
    const { runs, source } = recordingSource();
    const scans = createScanBatch(source as never);
    scans.count({ trackingUrlId: 'aaaaaaaaaaaa', userId: ADA });
    scans.count({ trackingUrlId: 'aaaaaaaaaaaa', userId: BOB });
    scans.count({ trackingUrlId: 'aaaaaaaaaaaa', userId: BOB });
    await scans.flush();
    expect(runs).toEqual([
      { statement: 'insertScans', params: ['{aaaaaaaaaaaa,aaaaaaaaaaaa}', `{${ADA},${BOB}}`, '{1,2}'] },
    ]);
  });

  it('writes by itself once the gather is over, and whenWritten resolves with that batch', async () => {
    const { runs, source } = recordingSource();
    let written = 0;
    const scans = createScanBatch(source as never, { written: () => written++ });
    scans.count({ trackingUrlId: 'aaaaaaaaaaaa', userId: ADA });
    expect(runs).toEqual([]);
    await scans.whenWritten();
    expect(runs).toHaveLength(1);
    expect(written).toBe(1);
    await scans.flush(); // nothing left
    expect(runs).toHaveLength(1);
  });

  it('writes scans counted during a write after a gather of their own, not straight after it', async () => {
    vi.useFakeTimers();
    try {
      const started: Array<() => void> = [];
      const source = {
        run: () => new Promise<void>((resolve) => started.push(resolve)), // the database answers when told
      };
      const scans = createScanBatch(source as never);
      scans.count({ trackingUrlId: 'aaaaaaaaaaaa', userId: ADA });
      await vi.advanceTimersByTimeAsync(100);
      expect(started).toHaveLength(1); // the first gather, written
      scans.count({ trackingUrlId: 'aaaaaaaaaaaa', userId: ADA }); // while it is written
      started[0]();
      await vi.advanceTimersByTimeAsync(99);
      expect(started).toHaveLength(1); // not one write per round trip to the database
      await vi.advanceTimersByTimeAsync(1);
      expect(started).toHaveLength(2);
      started[1]();
      // On stop, flush writes everything gathered at once.
      scans.count({ trackingUrlId: 'bbbbbbbbbbbb', userId: BOB });
      const flushed = scans.flush();
      await vi.advanceTimersByTimeAsync(0);
      expect(started).toHaveLength(3);
      started[2]();
      await flushed;
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs the scans a failed insert could not count', async () => {
    const errors: string[] = [];
    const scans = createScanBatch(
      {
        run: async () => {
          throw new Error('connection refused');
        },
      } as never,
      { logError: (what) => errors.push(what) },
    );
    scans.count({ trackingUrlId: 'aaaaaaaaaaaa', userId: ADA });
    scans.count({ trackingUrlId: 'aaaaaaaaaaaa', userId: ADA });
    await scans.flush();
    expect(errors).toEqual(['record tracking scans (2 not counted)']);
  });
});
