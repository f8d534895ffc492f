// LISTEN on PostgreSQL, as plain JavaScript: shared by the app's database client (lib/db/client.ts)
// and the short-link front process (scripts/front/postgres-source.mjs).
import pg from 'pg';

/**
 * Subscribes to a NOTIFY channel on a session of its own (LISTEN needs one dedicated session; on
 * Supabase: the session pooler or a direct connection). Resolves to an unsubscribe function;
 * `onLost` runs if the session ends by itself (notifications may have been missed from then on).
 * @param {string} connectionString
 * @param {string} channel
 * @param {(payload: string) => void} onPayload
 * @param {() => void} [onLost]
 * @returns {Promise<() => Promise<void>>}
 */
export async function listenOnPostgres(connectionString, channel, onPayload, onLost) {
  const client = new pg.Client({ connectionString });
  let unsubscribed = false;
  client.on('error', (error) => console.error(`[${new Date().toISOString()}] listen ${channel}`, error.message));
  client.on('end', () => {
    if (!unsubscribed) onLost?.();
  });
  await client.connect();
  client.on('notification', (message) => {
    if (message.channel === channel && message.payload) onPayload(message.payload);
  });
  await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  return async () => {
    unsubscribed = true;
    await client.end();
  };
}
