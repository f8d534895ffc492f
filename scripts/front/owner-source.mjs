// The front's links and scans through the process that owns the embedded database (PGlite allows
// one process per data folder): named statements run there on request, and its announcements
// forwarded here, over the IPC channel of scripts/app-server.mjs (lib/tracking/front-service.ts
// answers on the other side).

/**
 * @param {import('node:child_process').ChildProcess} owner
 * @returns {import('./link-index.mjs').LinkSource}
 */
export function createOwnerSource(owner) {
  let seq = 0;
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  /** @type {{ onPayload: (payload: string) => void, onLost: () => void } | undefined} */
  let listener;
  // The app answers once it has booted (its database open and migrated), which Next.js runs
  // after the app's server is up: requests wait for its word.
  /** @type {() => void} */
  let serving;
  const served = new Promise((resolve) => (serving = resolve));

  owner.on('message', (message) => {
    if (message?.type === 'serving') serving();
    else if (message?.type === 'reply') {
      const waiting = pending.get(message.seq);
      pending.delete(message.seq);
      if (message.error) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.rows);
    } else if (message?.type === 'announce') listener?.onPayload(message.payload);
    else if (message?.type === 'listen-lost') lose();
  });
  owner.once('exit', () => {
    for (const waiting of pending.values()) waiting.reject(new Error('the app process exited'));
    pending.clear();
    lose();
  });
  function lose() {
    const lost = listener;
    listener = undefined;
    lost?.onLost();
  }

  async function request(message) {
    await served;
    return new Promise((resolve, reject) => {
      if (!owner.connected) return reject(new Error('the app process is not running'));
      const id = ++seq;
      pending.set(id, { resolve, reject });
      owner.send({ ...message, seq: id });
    });
  }

  return {
    run: (statement, params) => request({ type: 'run', statement, params }),
    async listen(channel, onPayload, onLost) {
      // Set first: an announcement may arrive before the reply does.
      listener = { onPayload, onLost };
      try {
        await request({ type: 'listen', channel });
      } catch (error) {
        listener = undefined;
        throw error;
      }
      return async () => {
        listener = undefined;
        if (owner.connected) owner.send({ type: 'unlisten' });
      };
    },
  };
}
