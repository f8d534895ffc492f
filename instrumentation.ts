// Runs once when a server process starts, before it serves a request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { boot } = await import('./lib/boot');
  await boot();
}
