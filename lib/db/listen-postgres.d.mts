// The types of listen-postgres.mjs.
export function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onLost?: () => void,
): Promise<() => Promise<void>>;
