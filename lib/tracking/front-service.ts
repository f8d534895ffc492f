import 'server-only';
import { getDatabase, type Database } from '@/lib/db/client';
import { logError } from '@/lib/errors';
import { countScansNow, scheduleScanFold } from './fold-scans';
import type { LinkSource } from '../../scripts/front/link-index.mjs';
import { LINK_STATEMENTS, TRACKING_LINKS_CHANNEL, type LinkRow, type LinkStatement } from './link-statements.mjs';

/**
 * What the front process may ask of the database (the named link statements, the link
 * announcements), run on `database` (by default this process's database, as it is at each
 * call): what serveFront answers with, the route handler's lookups and scans, and the front's
 * source in tests and benches.
 */
export function databaseLinkSource(database?: Database): LinkSource {
  const current = () => database ?? getDatabase();
  return {
    run: (statement, params) => current().query<LinkRow>(LINK_STATEMENTS[statement], params),
    listen: (channel, onPayload, onLost) => current().listen(channel, onPayload, onLost),
  };
}

type FrontMessage =
  | { type: 'run'; seq: number; statement: string; params: unknown[] }
  | { type: 'listen'; seq: number; channel: string }
  | { type: 'unlisten' }
  | { type: 'scans-written' };

const isStatement = (name: string): name is LinkStatement => Object.hasOwn(LINK_STATEMENTS, name);

/**
 * Answers the front process over this process's IPC channel (scripts/app-server.mjs): on the
 * embedded database, which only this process can open, it runs the front's named statements
 * (its scans counted at once, countScansNow) and forwards the link announcements; on
 * PostgreSQL it folds scans soon after the front wrote them. Nothing but the named statements
 * and the links channel is served.
 */
export function serveFront(): void {
  if (!process.send) return;
  const channel = process.send.bind(process);
  const send = (message: object): void => void channel(message);
  const source = databaseLinkSource();
  let unlisten: (() => Promise<void>) | undefined;
  const reply = (seq: number, outcome: { rows?: unknown[]; error?: string }): void =>
    send({ type: 'reply', seq, ...outcome });

  async function handle(message: FrontMessage): Promise<void> {
    switch (message.type) {
      case 'run': {
        if (!isStatement(message.statement)) return reply(message.seq, { error: `no statement ${message.statement}` });
        try {
          const database = getDatabase();
          if (message.statement === 'insertScans' && database.kind === 'pglite') {
            // The front's scans on the embedded database, which this process folds anyway:
            // counted at once rather than written to be read back (countScansNow).
            await countScansNow(database, message.params as [string, string, string]);
            reply(message.seq, { rows: [] });
          } else {
            reply(message.seq, { rows: await source.run(message.statement, message.params) });
          }
        } catch (error) {
          reply(message.seq, { error: error instanceof Error ? error.message : String(error) });
        }
        return;
      }
      case 'listen': {
        if (message.channel !== TRACKING_LINKS_CHANNEL) return reply(message.seq, { error: 'no such channel' });
        try {
          await unlisten?.();
          unlisten = await source.listen(
            TRACKING_LINKS_CHANNEL,
            (payload) => send({ type: 'announce', payload }),
            () => send({ type: 'listen-lost' }),
          );
          reply(message.seq, { rows: [] });
        } catch (error) {
          reply(message.seq, { error: error instanceof Error ? error.message : String(error) });
        }
        return;
      }
      case 'unlisten':
        await unlisten?.();
        unlisten = undefined;
        return;
      case 'scans-written':
        scheduleScanFold();
        return;
    }
  }

  process.on('message', (message: FrontMessage) => {
    handle(message).catch((error) => logError('front request', error));
  });
  send({ type: 'serving' });
}
