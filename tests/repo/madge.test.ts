// madge (npm run check:cycles) resolves the `@/` imports through tsconfig.json's paths, which need its baseUrl to
// be found from any working directory: without it, madge run from another folder skipped every `@/` import and
// reported no cycle because it saw no edge. Run from the system's temporary folder, it must follow every project
// import (skipping only npm packages it cannot resolve) and find no cycle.
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');

it('madge from another folder follows every project import and finds no cycle', async () => {
  const folders = ['app', 'lib', 'db', 'model', 'cli', 'scripts'].map((folder) => path.join(repo, folder));
  const { stdout, stderr } = await promisify(execFile)(
    path.join(repo, 'node_modules/.bin/madge'),
    [
      '--circular',
      '--warning',
      '--no-spinner',
      '--no-color',
      '--extensions',
      'ts,tsx',
      '--ts-config',
      path.join(repo, 'tsconfig.json'),
      ...folders,
    ],
    { cwd: os.tmpdir(), maxBuffer: 16 * 1024 * 1024 },
  );
  const output = stdout + stderr;
  expect(output).toContain('No circular dependency found');
  expect(Number(/Processed (\d+) files/.exec(output)?.[1])).toBeGreaterThan(300);
  // the skipped list: one name a line after "Skipped N files"; a project file is `@/…` or a relative path
  const skipped =
    output
      .split(/Skipped \d+ files?/)[1]
      ?.split('\n')
      .map((line) => line.trim())
      .filter(Boolean) ?? [];
  expect(skipped.filter((name) => name.startsWith('@/') || name.startsWith('.') || name.startsWith('/'))).toEqual([]);
}, 300_000);
