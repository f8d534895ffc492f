import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A module that reads the database or a secret marks itself `import 'server-only'`, so a client
// component that reaches it, even through other modules, fails the build instead of shipping it.
const root = path.resolve(import.meta.dirname, '..');
const SERVER_ROOTS = [/(^|\/)lib\/db\/(client|scoped)$/, /(^|\/)lib\/env$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The project paths (without extension) a module imports, '@/…' and relative alike. */
function importedPaths(file: string, source: string): string[] {
  return [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)]
    .map((match) => match[1] ?? match[2])
    .filter((specifier) => specifier.startsWith('@/') || specifier.startsWith('.'))
    .map((specifier) =>
      specifier.startsWith('@/') ? specifier.slice(2) : path.join(path.dirname(file), specifier).replace(/\\/g, '/'),
    );
}

function readsDatabaseOrSecret(file: string, source: string): boolean {
  const self = file.replace(/\.tsx?$/, '');
  return [self, ...importedPaths(file, source)].some((imported) => SERVER_ROOTS.some((root) => root.test(imported)));
}

describe("import 'server-only'", () => {
  const files = ['lib', 'actions'].flatMap(sourceFiles);

  it('finds the modules that read the database or a secret', () => {
    const readers = files.filter((file) => readsDatabaseOrSecret(file, readFileSync(path.join(root, file), 'utf8')));
    expect(readers).toContain(path.join('lib', 'db', 'client.ts'));
    expect(readers).toContain(path.join('lib', 'env.ts'));
    expect(readers.length).toBeGreaterThan(50);
  });

  it('is imported by every such module', () => {
    const unmarked = files.filter((file) => {
      const source = readFileSync(path.join(root, file), 'utf8');
      return readsDatabaseOrSecret(file, source) && !/^import 'server-only';$/m.test(source);
    });
    expect(unmarked).toEqual([]);
  });
});
