// Runs once when a server process starts, before it serves a request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installLogFormat } = await import('./lib/log/json-console');
  installLogFormat('web');
  const { boot } = await import('./lib/boot');
  await boot();
}
