// The front's links and scans straight from PostgreSQL: a small pool for the index's reads and
// the scan inserts, and one session of its own for LISTEN.
import pg from 'pg';
import { listenOnPostgres } from '../../lib/db/listen-postgres.mjs';
import { LINK_STATEMENTS } from '../../lib/tracking/link-statements.mjs';

/** @param {string} connectionString @returns {import('./link-index.mjs').LinkSource & { close(): Promise<void> }} */
export function createPostgresSource(connectionString) {
  const pool = new pg.Pool({ connectionString, max: 4 });
  pool.on('error', (error) => console.error(`[${new Date().toISOString()}] front: postgres pool error`, error.message));
  return {
    async run(statement, params) {
      return (await pool.query(LINK_STATEMENTS[statement], params)).rows;
    },
    listen: (channel, onPayload, onLost) => listenOnPostgres(connectionString, channel, onPayload, onLost),
    close: () => pool.end(),
  };
}
