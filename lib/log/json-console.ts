import { format } from 'node:util';

export type ProcessRole = 'web' | 'worker';

const LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' } as const;
type ConsoleMethod = keyof typeof LEVELS;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// Our log lines name what they are about as "Order <id>" / "user <id>".
const SUBJECT = new RegExp(`\\b(order|user)s?\\s+(${UUID})`, 'gi');
// logError's human format starts with a timestamp; in JSON the time is a field of its own.
const TIMESTAMP_PREFIX = /^\[\d{4}-\d\d-\d\dT[\d:.]+Z\]\s*/;

/** One console call as one JSON object: time, level, process role, message, error, ids it names. */
export function jsonLogLine(method: ConsoleMethod, role: ProcessRole, args: unknown[], now = new Date()): string {
  const errors = args.filter((a): a is Error => a instanceof Error);
  const message = format(...args.filter((a) => !(a instanceof Error))).replace(TIMESTAMP_PREFIX, '');
  const entry: Record<string, string> = {
    time: now.toISOString(),
    level: LEVELS[method],
    role,
    pid: String(process.pid),
    message,
  };
  if (errors.length) entry.error = errors.map((e) => e.stack ?? e.message).join('\n');
  for (const [, subject, id] of message.matchAll(SUBJECT)) entry[`${subject.toLowerCase()}_id`] ??= id;
  return JSON.stringify(entry);
}

/**
 * With LOG_FORMAT=json every console line of this process (ours and the framework's) becomes
 * one JSON object, as log collectors of a fleet expect; otherwise lines stay human-readable.
 */
export function installLogFormat(role: ProcessRole): void {
  if (process.env.LOG_FORMAT !== 'json') return;
  for (const method of Object.keys(LEVELS) as ConsoleMethod[]) {
    const stream = method === 'error' || method === 'warn' ? process.stderr : process.stdout;
    console[method] = (...args: unknown[]) => {
      stream.write(`${jsonLogLine(method, role, args)}\n`);
    };
  }
}
