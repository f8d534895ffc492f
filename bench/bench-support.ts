// Shared by the bench scripts that run the production server (scripts/server.mjs): a build of
// their own, redone only when sources are newer, a wait for the server to answer, and statements
// on the PostgreSQL server's admin connection (creating and dropping throwaway databases).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(__dirname, '..');

function newestSource(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestSource(path.join(entry, name))));
}

/** Builds the app into `distDir` when any source is newer than its BUILD_ID. */
export function buildIfStale(distDir: string): void {
  const buildId = path.join(ROOT, distDir, 'BUILD_ID');
  const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  const sources = ['app', 'components', 'lib', 'proxy.ts', 'instrumentation.ts', 'next.config.mjs', 'package.json'];
  if (Math.max(...sources.map((s) => newestSource(path.join(ROOT, s)))) <= builtAt) return;
  console.log(`building the app into ${distDir}...`);
  // next build adds its type folders to tsconfig.json's include: put the file back as it was.
  const tsconfig = path.join(ROOT, 'tsconfig.json');
  const tsconfigBefore = fs.readFileSync(tsconfig, 'utf8');
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: distDir },
  });
  fs.writeFileSync(tsconfig, tsconfigBefore);
  if (build.status !== 0) throw new Error('next build failed');
}

export async function waitForPort(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** One statement on the server's admin connection (create or drop a database). */
export async function runAdminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The production server (scripts/server.mjs) on `port`, answering /api/health; stop() sends SIGTERM and waits for the exit. */
export async function startAppServer(port: number, distDir: string, env: Record<string, string>) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/server.mjs'), String(port)], {
    cwd: ROOT,
    stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: distDir, APP_URL: origin, ...env },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  try {
    await waitForPort(`${origin}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: server.pid!, stop };
}

/** A process and its descendants (the front process and the Next.js process it starts), from Linux's /proc. */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** Resident memory of one process in MB (Linux's /proc). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(status.match(/^VmRSS:\s+(\d+) kB$/m)?.[1]) / 1024);
}

/** The pages of a process no other process shares (/proc smaps_rollup's Private_Clean and Private_Dirty), in MB. */
export function privateMb(pid: number): number {
  const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (field: string) => Number(rollup.match(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm'))?.[1] ?? 0);
  return Math.round((kb('Private_Clean') + kb('Private_Dirty')) / 1024);
}

/**
 * The memory a process tree holds with each page counted once: the largest process's RSS and
 * the private pages of the others. What the others share is the Node.js binary and the system
 * libraries, which the largest (the Next.js process) has mapped too; summing their RSS counts
 * those pages once per process (about 40 MB for the front, decision 053).
 */
export function treeMemoryMb(pids: number[]): number {
  const sizes = pids.map((pid) => ({ rss: rssMb(pid), own: privateMb(pid) }));
  const largest = sizes.reduce((a, b) => (b.rss > a.rss ? b : a));
  return sizes.reduce((sum, size) => sum + (size === largest ? size.rss : size.own), 0);
}
