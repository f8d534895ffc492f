// Starts the production build for the end-to-end tests on a fresh embedded database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const dataDir = path.resolve(root, process.env.INKPOST_DATA_DIR);
fs.rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, [path.join(root, 'scripts/server.mjs'), process.argv[2]], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
