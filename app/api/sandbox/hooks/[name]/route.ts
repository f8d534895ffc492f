import { ApiError } from '@/lib/api/errors';
import { withApiKey } from '@/lib/api/with-api-key';
import {
  isSandboxHookInboxName,
  readSandboxHookInbox,
  sandboxHookInboxAvailable,
} from '@/lib/hooks/sandbox-hook-inbox';

export const dynamic = 'force-dynamic';

// GET /api/sandbox/hooks/{name} – the sandbox hook inbox (lib/hooks/sandbox-hook-inbox.ts): what
// the caller's hooks with this target delivered, newest first. Only while every provider is a
// sandbox; read with the same API key that subscribed the hooks.
export const GET = withApiKey<{ name: string }>({ name: 'sandbox hook inbox' }, async ({ userId, params }) => {
  if (!sandboxHookInboxAvailable())
    throw new ApiError(404, 'not_found', 'The sandbox hook inbox is off: a provider runs for real.');
  if (!isSandboxHookInboxName(params.name))
    throw new ApiError(404, 'not_found', 'An inbox name is 1 to 64 letters, digits, - or _.');
  return Response.json({ data: await readSandboxHookInbox(userId, params.name) });
});
