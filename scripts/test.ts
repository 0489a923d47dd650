// npm test: every test. First the import-cycle check (npm run check:cycles: no module may import itself
// through others) and the OpenAPI lint (npm run lint:openapi: Redocly and Spectral, no warnings), then unit
// and integration tests (vitest, real PostgreSQL; after them ledger:verify's check on every test database), then the
// Playwright end-to-end suite against the built app in Chromium. Extra arguments go to vitest.
import './node-version'; // first: an older Node.js stops here with one Spanish line
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

const cycles = run('npm', ['run', '--silent', 'check:cycles']);
if (cycles !== 0) process.exit(cycles);

// The committed OpenAPI document lints clean: Redocly recommended and Spectral spectral:oas, no warnings.
const lint = run('npm', ['run', '--silent', 'lint:openapi']);
if (lint !== 0) process.exit(lint);

// After the suite, `ledger:verify`'s check on every test database (embedded, or on DATABASE_URL's server) before the
// teardown drops them: a balance that is not the sum of its ledger fails the run (tests/ledger-check.ts).
const vitest = run('npx', ['vitest', 'run', ...process.argv.slice(2)], { ...process.env, LEDGER_VERIFY: '1' });
if (vitest !== 0) process.exit(vitest);

const hasE2e = existsSync('e2e') && readdirSync('e2e').some((f) => f.endsWith('.spec.ts'));
if (hasE2e && process.env.SKIP_E2E !== '1') {
  process.exit(run('npx', ['playwright', 'test']));
}
