// The front's links and scans straight from PostgreSQL: a small pool for the index's reads and
// the scan inserts, and one session of its own for LISTEN.
import pg from 'pg';
import { LINK_STATEMENTS } from '../../lib/tracking/link-statements.mjs';

/** @param {string} connectionString @returns {import('./link-index.mjs').LinkSource & { close(): Promise<void> }} */
export function createPostgresSource(connectionString) {
  const pool = new pg.Pool({ connectionString, max: 4 });
  pool.on('error', (error) => console.error(`[${new Date().toISOString()}] front: postgres pool error`, error.message));
  return {
    async run(statement, params) {
      return (await pool.query(LINK_STATEMENTS[statement], params)).rows;
    },
    async listen(channel, onPayload, onLost) {
      // LISTEN needs one dedicated session (on Supabase: the session pooler or a direct connection).
      const client = new pg.Client({ connectionString });
      let unsubscribed = false;
      client.on('error', (error) =>
        console.error(`[${new Date().toISOString()}] front: listen ${channel}`, error.message),
      );
      client.on('end', () => {
        if (!unsubscribed) onLost();
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
    },
    close: () => pool.end(),
  };
}
