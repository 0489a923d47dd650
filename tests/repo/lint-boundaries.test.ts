// The import boundaries of docs/architecture.md are lint rules (biome.json: noRestrictedImports per folder, and the
// GritQL plugin lint-rules/no-db-in-client-components.grit for 'use client' files): `npm run lint` fails on a file that
// crosses one. The test writes a file that breaks each rule into the folder the rule covers (and two that may do
// what the others may not), lints the tree with them and expects each rule's message on its file, and nothing
// on the rest of the tree.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const biome = path.join(repo, 'node_modules/.bin/biome');

/** Files that exist only for the test, each in a folder of the tree (so the folder's overrides apply). */
const fixtures = {
  app: ['app', 'ts', "import { eq } from 'drizzle-orm';\nimport { orders } from '@/db/schema';\nexport const fixture = [eq, orders];\n"],
  domain: [
    'lib/orders',
    'ts',
    "import { NextResponse } from 'next/server';\nimport * as page from '@/lib/http/static-page';\nexport const fixture = [NextResponse, page];\n",
  ],
  web: ['lib/orders', 'ts', 'export const fixture = (req: Request): Response => new Response(req.url);\n'],
  edge: [
    'lib/http',
    'ts',
    "import { NextResponse } from 'next/server';\nexport const fixture = (req: Request): Response => NextResponse.json(req.url);\n",
  ],
  db: ['db', 'ts', "import { tracer } from '@/lib/platform/observability/tracing';\nexport const fixture = tracer;\n"],
  client: [
    'app/_components',
    'tsx',
    "'use client';\nimport { getDb } from '@/db/client';\nimport type { Db } from '@/db/client';\nexport const fixture: [unknown, Db | null] = [getDb, null];\n",
  ],
  server: ['app/_components', 'tsx', "import { getDb } from '@/db/client';\nexport const fixture = getDb;\n"],
  model: ['model', 'ts', "import { z } from 'zod';\nexport const fixture = z;\n"],
  simulator: ['simulators', 'ts', "import { config } from '@/lib/platform/config';\nexport const fixture = config;\n"],
} as const;
type Fixture = keyof typeof fixtures;
const files = {} as Record<Fixture, string>;

type Diagnostic = { file: string; category: string; text: string };
let exitCode: number;
let diagnostics: Diagnostic[];

/** Runs the linter as `npm run lint` does (one run: the project's scan is the slow part): exit code and diagnostics. */
async function lint(targets: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(biome, ['lint', '--error-on-warnings', '--max-diagnostics=none', ...targets], {
      cwd: repo,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** The report's diagnostics: each starts with a `file:line:col category` header. */
function parse(output: string): Diagnostic[] {
  const header = /^(\S+):\d+:\d+ (\S+)/;
  const found: Diagnostic[] = [];
  for (const line of output.split('\n')) {
    const match = header.exec(line);
    if (match) found.push({ file: match[1], category: match[2], text: '' });
    else if (found.length) found[found.length - 1].text += ` ${line.trim()}`;
  }
  return found;
}

const boundary = (d: Diagnostic) =>
  d.category === 'lint/style/noRestrictedImports' || d.category === 'lint/style/noRestrictedGlobals' || d.category === 'plugin';
const of = (fixture: Fixture) => diagnostics.filter((d) => d.file === files[fixture] && boundary(d)).map((d) => d.text);

beforeAll(async () => {
  for (const [name, [folder, ext, source]] of Object.entries(fixtures)) {
    const relative = `${folder}/lint-boundary-fixture-${randomBytes(4).toString('hex')}.${ext}`;
    files[name as Fixture] = relative;
    await writeFile(path.join(repo, relative), source);
  }
  try {
    const run = await lint(['app', 'lib', 'db', 'model', 'simulators', 'proxy.ts', 'auth.ts', 'instrumentation.ts']);
    exitCode = run.code;
    diagnostics = parse(run.output);
  } finally {
    await Promise.all(Object.values(files).map((file) => rm(path.join(repo, file), { force: true })));
  }
}, 300_000);

describe('import boundaries', () => {
  it('a crossing fails the lint', () => {
    expect(exitCode).not.toBe(0);
  });

  it('app/ imports no drizzle-orm and no schema', () => {
    const found = of('app');
    expect(found).toHaveLength(2);
    for (const text of found) expect(text).toContain('app/ imports no drizzle-orm and no schema');
  });

  it('the domain (lib/ outside lib/http) imports no lib/http and no next/*; the edge may', () => {
    const found = of('domain');
    expect(found).toHaveLength(2);
    for (const text of found) expect(text).toContain('the domain (lib/ outside lib/http) knows no HTTP');
    expect(of('edge')).toEqual([]);
  });

  it('the domain takes no Request and answers no Response; the edge may', () => {
    const found = of('web');
    expect(found).toHaveLength(3);
    expect(found.filter((text) => text.includes('the domain knows no HTTP request'))).toHaveLength(1);
    expect(found.filter((text) => text.includes('the domain answers no HTTP response'))).toHaveLength(2);
  });

  it('db/ imports nothing from lib/', () => {
    const found = of('db');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('db/ imports nothing from lib/');
  });

  it('a client component imports nothing from db/; a server component may', () => {
    const found = of('client');
    expect(found).toHaveLength(2);
    for (const text of found) expect(text).toContain("a client component ('use client') imports nothing from db/");
    expect(of('server')).toEqual([]);
  });

  it('model/ imports nothing', () => {
    const found = of('model');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("model/ is the product's vocabulary and imports nothing");
  });

  it('simulators/ import nothing of the service', () => {
    const found = of('simulator');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('simulators/ play the carriers and import nothing of the service');
  });

  it('the tree crosses no boundary', () => {
    const fixtureFiles = new Set(Object.values(files));
    const crossings = diagnostics.filter((d) => boundary(d) && !fixtureFiles.has(d.file));
    expect(crossings.map((d) => `${d.file}: ${d.text.slice(0, 200)}`)).toEqual([]);
  });
});
