import { describe, expect, it } from 'vitest';
import { drainJobs } from './background-jobs';

describe('drainJobs', () => {
  it('finishes the unit in hand when told to stop, and takes no other', async () => {
    let stopping = false;
    const ran: string[] = [];
    const jobs = [
      {
        name: 'charges',
        runOnce: async () => {
          ran.push(`charge ${ran.length + 1}`);
          // The stop arrives while the third unit is running: that unit still completes.
          if (ran.length === 3) stopping = true;
          return true;
        },
      },
      { name: 'submissions', runOnce: async () => (ran.push('submit'), true) },
    ];
    expect(await drainJobs(jobs, () => stopping)).toBe(3);
    expect(ran).toEqual(['charge 1', 'charge 2', 'charge 3']);
  });

  it('without a stop, gives each kind its turn of 20 units', async () => {
    let charges = 0;
    let submissions = 0;
    const jobs = [
      { name: 'charges', runOnce: async () => (++charges, true) },
      { name: 'submissions', runOnce: async () => (++submissions, submissions < 5) },
    ];
    expect(await drainJobs(jobs)).toBe(24);
    expect([charges, submissions]).toEqual([20, 5]);
  });
});
