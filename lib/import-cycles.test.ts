import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No two project modules import each other, directly or through others (type imports included:
// they tie the files together as much). Dynamic import() is how a dialog loads lazily, so it is
// not an edge. ESLint's import/no-cycle would parse every package too (pglite's bundle overflows it).
const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['app', 'components', 'lib', 'actions'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('@/') && !specifier.startsWith('.')) return null;
  const base = specifier.startsWith('@/') ? specifier.slice(2) : path.posix.join(path.posix.dirname(from), specifier);
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext);
  return found.find((file) => /\.tsx?$/.test(file) && existsSync(path.join(root, file))) ?? null;
}

function importsOf(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)];
  return specifiers.map((m) => resolve(file, m[1] ?? m[2])).filter((f): f is string => f !== null);
}

/** Every cycle found by a depth-first walk, each as the files around it. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('import cycles', () => {
  it('finds one in a graph that has one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('has none among the modules of app/, components/, lib/ and actions/', () => {
    const files = FOLDERS.flatMap(sourceFiles);
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect([...graph.values()].flat().length).toBeGreaterThan(1000);
    expect(findCycles(graph)).toEqual([]);
  });
});
