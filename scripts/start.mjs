// npm start: the whole product on http://localhost:3000 (PORT to change), with nothing to set up.
// Builds when the sources are newer than the last build, then runs the production server
// (scripts/server.mjs: a front process that answers the QR short links, with Next.js behind it).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
nextEnv.loadEnvConfig(root);

const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const port = process.env.PORT || '3000';

// The embedded database's folder (none when DATABASE_URL names a PostgreSQL server).
const dataFolder = process.env.DATABASE_URL ? null : path.resolve(process.env.INKPOST_DATA_DIR || '.data', 'pglite');

// The embedded database allows one process per data folder. Refuse before building, because a
// build replaces .next under the running server's feet. (The server checks again as it opens.)
if (dataFolder) {
  const lock = `${dataFolder}.lock`;
  const pid = fs.existsSync(lock) ? Number(fs.readFileSync(lock, 'utf8').trim()) : 0;
  let alive = false;
  if (pid > 0) {
    try {
      process.kill(pid, 0);
      alive = true;
    } catch (error) {
      alive = error.code === 'EPERM';
    }
  }
  if (alive) {
    console.error(
      `\nInkpost cannot start: the embedded database folder ${dataFolder} is in use by another Inkpost ` +
        `process (pid ${pid}). Only one process may open it at a time: stop the other process first, ` +
        'or set DATABASE_URL to a PostgreSQL server to run several processes side by side.\n',
    );
    process.exit(1);
  }
}

const SOURCES = [
  'app',
  'components',
  'lib',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'package.json',
];

function newestSource(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestSource(path.join(entry, name))));
}

const buildId = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
if (Math.max(...SOURCES.map(newestSource)) > builtAt) {
  console.log('Inkpost: building the app (first start or changed sources)...');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A new embedded database is created and migrated by a process of its own, which then exits. In
// the server's process, PGlite's initdb and the migrations grew its WebAssembly memory to about
// 480 MB, which it never gave back until the next start (decision 053).
if (dataFolder && !fs.existsSync(dataFolder)) {
  console.log('Inkpost: creating the embedded database (first start)...');
  const prepare = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/outside-next.mjs', path.join('scripts', 'db-migrate.ts')],
    { stdio: 'inherit' },
  );
  if (prepare.status !== 0) process.exit(prepare.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs'), port], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
