import 'server-only';
import { EventEmitter } from 'node:events';
import { getDatabase } from '@/lib/db/client';
import { logError } from '@/lib/errors';

/** What a trigger announces on channel app_events when a user's row changes. */
export type AppEvent = { user_id: string; table: string; op: 'INSERT' | 'UPDATE' | 'DELETE'; id: string };

export const APP_EVENTS_CHANNEL = 'app_events';

type Bus = { emitter: EventEmitter; listening?: Promise<void> };
const GLOBAL_KEY = Symbol.for('inkpost.realtime');
const holder = globalThis as { [GLOBAL_KEY]?: Bus };

function bus(): Bus {
  holder[GLOBAL_KEY] ??= { emitter: new EventEmitter().setMaxListeners(0) };
  return holder[GLOBAL_KEY];
}

export function parseAppEvent(payload: string): AppEvent | null {
  try {
    const event = JSON.parse(payload) as AppEvent;
    return typeof event.user_id === 'string' && typeof event.table === 'string' ? event : null;
  } catch {
    return null;
  }
}

/** One LISTEN per process, started on first use; events fan out to subscribers in memory. */
export function startRealtimeListener(): Promise<void> {
  const b = bus();
  b.listening ??= getDatabase()
    .listen(APP_EVENTS_CHANNEL, (payload) => {
      const event = parseAppEvent(payload);
      if (event) b.emitter.emit(`user:${event.user_id}`, event);
    })
    .then(() => undefined)
    .catch((error) => {
      b.listening = undefined; // the next subscriber tries again
      logError('realtime listener', error);
    });
  return b.listening;
}

/** Calls `onEvent` for every change to the given user's rows until the returned function runs. */
export function subscribeToUserEvents(userId: string, onEvent: (event: AppEvent) => void): () => void {
  void startRealtimeListener();
  const key = `user:${userId}`;
  bus().emitter.on(key, onEvent);
  return () => bus().emitter.off(key, onEvent);
}
