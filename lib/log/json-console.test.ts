import { describe, expect, it } from 'vitest';
import { jsonLogLine } from './json-console';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const ORDER = '0b7c6a52-3f0e-4a55-9d52-6f1f4f7b2c11';

describe('jsonLogLine', () => {
  it('writes one JSON object with time, level, role, message and the order it names', () => {
    const line = jsonLogLine(
      'error',
      'worker',
      [`[2026-11-24T11:59:59.123Z] Order ${ORDER} parked:`, 'no provider id'],
      NOW,
    );
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      time: '2026-11-24T12:00:00.000Z',
      level: 'error',
      role: 'worker',
      pid: String(process.pid),
      message: `Order ${ORDER} parked: no provider id`,
      order_id: ORDER,
    });
  });

  it('puts an Error in its own field, stack included, and maps console.log to info', () => {
    const entry = JSON.parse(jsonLogLine('log', 'web', ['Submitting failed', new Error('boom\nsecond line')], NOW));
    expect(entry.level).toBe('info');
    expect(entry.role).toBe('web');
    expect(entry.message).toBe('Submitting failed');
    expect(entry.error).toMatch(/^Error: boom\nsecond line\n\s+at /);
    expect(entry).not.toHaveProperty('order_id');
  });
});
