import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setEnvForTests } from '@/lib/env';

/** Points local storage at a fresh temporary folder; returns a function listing stored files. */
export function useTempStorage(): { dir: string; files: () => string[]; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpost-storage-'));
  setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000', INKPOST_DATA_DIR: dir });
  const root = path.join(dir, 'storage');
  const files = (): string[] => {
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(root, f)).isFile())
      .map((f) => f.split(path.sep).join('/'))
      .sort();
  };
  return {
    dir,
    files,
    cleanup: () => {
      setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
