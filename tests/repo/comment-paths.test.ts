// Comments and docs cite only files that exist: a renamed or deleted file leaves its citations behind, and a
// reader who follows one finds nothing. Every source file (.ts, .tsx, .mjs) and every doc (docs/**/*.md,
// README.md) is scanned for repository paths and each one must exist, as a file or a folder.
//
// What counts as a path (one rule, no allowlist): a token that starts with a top-level folder of the repository
// followed by "/" and ends with a file extension or a "/" (lib/http/api-route.ts, docs/), not glued to what
// comes before it (so an import specifier with its "@/", a URL and a package's own folders are not read as
// ours), and not running into a placeholder or a pattern (<, *, {, $ or …: e2e/<spec>.spec.ts, docs/guias/*.md
// are examples). A ] or ) closes the token unless it opened inside it (app/api/v1/orders/[id]/route.ts, a
// Markdown link's "](", a path in parentheses). In Markdown, fenced code blocks are examples too.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');

const FOLDERS = [
  'app',
  'lib',
  'db',
  'model',
  'tests',
  'docs',
  'scripts',
  'cli',
  'bench',
  'e2e',
  'deploy',
  'clients',
  'public',
  'lint-rules',
];
const CITATION = new RegExp(`(?<![\\w@./\\-])(?:${FOLDERS.join('|')})/[\\w@()\\[\\].\\-/]*`, 'g');
const PLACEHOLDER = /^[<*{$…]/;
const SHAPE = /(\.[a-z]{1,5}|\/)$/;

/** The token up to the first ] or ) that did not open inside it. */
function balanced(token: string): string {
  const depth = { '[': 0, '(': 0 };
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[' || c === '(') depth[c]++;
    else if (c === ']' || c === ')') {
      const opener = c === ']' ? '[' : '(';
      if (depth[opener] === 0) return token.slice(0, i);
      depth[opener]--;
    }
  }
  return token;
}

/** The repository paths `text` cites. */
function citedPaths(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CITATION)) {
    const token = balanced(match[0]);
    if (token === match[0] && PLACEHOLDER.test(text.slice(match.index + match[0].length))) continue;
    const cited = token.replace(/[.,:;]+$/, '');
    if (SHAPE.test(cited)) found.push(cited);
  }
  return found;
}

const exists = (cited: string) => existsSync(path.join(repo, cited));

/** Tracked and new files (not ignored) that may cite paths. */
function scannedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repo, encoding: 'utf8' }).split(
    '\n',
  );
  return listed.filter(
    (file) =>
      existsSync(path.join(repo, file)) &&
      (/\.(ts|tsx|mjs)$/.test(file) || /^docs\/.*\.md$/.test(file) || file === 'README.md') &&
      !file.endsWith('.d.ts'),
  );
}

describe('cited repository paths', () => {
  it('reads a path as a citation only by the rule', () => {
    expect(citedPaths('see lib/http/api-route.ts, and (docs/api.md). The docs/ folder.')).toEqual([
      'lib/http/api-route.ts',
      'docs/api.md',
      'docs/',
    ]);
    expect(citedPaths("import x from '@/lib/http/api-route'; https://example.com/lib/x.js node_modules/lib/y.js")).toEqual([]);
    expect(citedPaths('e2e/<spec>.spec.ts docs/guias/*.md app/api/v1/…/route.ts lib/platform/cache bench/run')).toEqual([]);
    expect(citedPaths('(app/(dashboard)/dashboard/orders/(list)/page.tsx) [guía](docs/guias/lotes.md#cierre)')).toEqual([
      'app/(dashboard)/dashboard/orders/(list)/page.tsx',
      'docs/guias/lotes.md',
    ]);
    expect(citedPaths('app/api/v1/orders/[id]/route.ts')).toEqual(['app/api/v1/orders/[id]/route.ts']);
  });

  it('fails on a citation of a file that does not exist', () => {
    // built here, so that this file does not cite it
    const renamed = ['lib', 'orders', 'order-states-renamed.ts'].join('/');
    const stale = citedPaths(`the rule lives in ${renamed}`).filter((cited) => !exists(cited));
    expect(stale).toEqual([renamed]);
  });

  it('every path a comment or a doc cites exists', () => {
    const missing: string[] = [];
    for (const file of scannedFiles()) {
      const lines = readFileSync(path.join(repo, file), 'utf8').split('\n');
      let fenced = false;
      lines.forEach((line, i) => {
        if (file.endsWith('.md') && line.trimStart().startsWith('```')) fenced = !fenced;
        if (fenced) return;
        for (const cited of citedPaths(line)) if (!exists(cited)) missing.push(`${file}:${i + 1}: ${cited}`);
      });
    }
    expect(missing).toEqual([]);
  });
});
