// Rules with one home (issue 33, item 4; docs/architecture.md): the Mexico City time zone is written only in
// lib/platform/time/mexico-city.ts, and the environment is read only through lib/platform/config.ts (its header lists the exceptions
// outside lib/, app/, cli/, db/ and the root modules: next.config.ts, scripts/, bench/, tests).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

// tests/repo/lint-boundaries.test.ts writes files that break the rules into app/, lib/ and db/ while it runs, maybe beside
// this file: they are not the tree's.
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file) && !/lint-boundary-fixture-/.test(file))
    .map((file) => path.join(dir, file));
}

const holding = (files: string[], pattern: RegExp) => files.filter((file) => pattern.test(readFileSync(path.join(root, file), 'utf8')));

describe('one home per rule', () => {
  it('the Mexico City time zone is written in lib/platform/time/mexico-city.ts only', () => {
    expect(holding([...sources('lib'), ...sources('app')], /America\/Mexico_City/)).toEqual(['lib/platform/time/mexico-city.ts']);
  });

  it('the environment is read through lib/platform/config.ts (Next.js sets NEXT_RUNTIME and NEXT_PHASE for instrumentation.ts)', () => {
    // db/ too: db/client.ts is handed its settings (configureDatabase, installed by lib/platform/db.ts from config())
    const files = [...sources('lib'), ...sources('app'), ...sources('cli'), ...sources('db'), 'proxy.ts', 'auth.ts', 'instrumentation.ts'];
    const readers = files.filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8').replace(/process\.env\.NEXT_(RUNTIME|PHASE)\b/g, '');
      return /process\.env/.test(text);
    });
    expect(readers).toEqual(['lib/platform/config.ts']);
  });

  it('the process-wide database is reached through lib/platform/db.ts, which installs the settings of lib/platform/config.ts', () => {
    const files = [...sources('lib'), ...sources('app'), ...sources('cli'), 'proxy.ts', 'auth.ts', 'instrumentation.ts'];
    // db/client.ts's own getDb() and its kin need the settings installed first (configureDatabase): an edge or a domain
    // function that took them from there would work only where something else happened to install them.
    const direct =
      /import\s*\{[^}]*\b(getDb|getSql|getCounterSql|getDatabaseUrl|hasProcessDatabase|preparedStatementsEnabled)\b[^}]*\}\s*from\s*'@\/db\/client'/;
    expect(holding(files, direct)).toEqual([]);
  });
});
