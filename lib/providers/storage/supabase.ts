import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { fetchWithRetry } from '@/lib/providers/retry';
import { assertValidKey, BUCKET, type StoragePort } from './port';

// supabase-js builds a realtime client in its constructor; on Node 20 (no global WebSocket) that
// throws unless an implementation is passed in (see lib/auth/supabase-adapter.ts).
type RealtimeOptions = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>;
const realtime: RealtimeOptions = { transport: WebSocket as unknown as RealtimeOptions['transport'] };

// Keys are never reused, so the CDN and browsers may keep a file for a year.
const CACHE_SECONDS = '31536000';

/** The public bucket `postcard-images`, written with the service-role key (server only). */
export function createSupabaseStorage(url: string, serviceRoleKey: string): StoragePort {
  const client: SupabaseClient = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithRetry },
    realtime,
  });
  const bucket = () => client.storage.from(BUCKET);

  return {
    kind: 'supabase',

    async put(key, body, contentType) {
      assertValidKey(key);
      const { error } = await bucket().upload(key, body, { contentType, upsert: false, cacheControl: CACHE_SECONDS });
      if (error) throw new Error(`Storage upload of ${key} failed: ${error.message}`);
      return { url: bucket().getPublicUrl(key).data.publicUrl };
    },

    urlFor(key) {
      assertValidKey(key);
      return bucket().getPublicUrl(key).data.publicUrl;
    },

    async read(key) {
      assertValidKey(key);
      // GET /storage/v1/object/<bucket>/<key> with the service-role key (works for private too).
      const { data, error } = await bucket().download(key);
      if (error) throw new Error(`Storage download of ${key} failed: ${error.message}`);
      return Buffer.from(await data.arrayBuffer());
    },

    async remove(keys) {
      if (keys.length === 0) return;
      keys.forEach(assertValidKey);
      // Supabase answers 200 with the files it deleted; missing ones are simply not listed.
      const { error } = await bucket().remove(keys);
      if (error) throw new Error(`Storage removal failed: ${error.message}`);
    },
  };
}
