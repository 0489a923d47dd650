// npm run lint:openapi — lints the committed OpenAPI document (docs/openapi.json) with Redocly CLI (`recommended`,
// redocly.yaml) and Spectral (`spectral:oas`, .spectral.yaml). Any error OR warning of either fails the run:
// Redocly itself only fails on errors, so its totals are read from its JSON report. Runs in npm test
// (scripts/test.ts). Both tools work offline; Redocly's telemetry and update check are switched off.
import { spawnSync } from 'node:child_process';

const DOCUMENT = 'docs/openapi.json';
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function redocly(): boolean {
  const run = spawnSync('npx', ['--no-install', 'redocly', 'lint', DOCUMENT, '--format=json', '--max-problems=1000'], {
    env,
    encoding: 'utf8',
  });
  let report: {
    totals?: { errors: number; warnings: number };
    problems?: Array<{ ruleId: string; severity: string; message: string; location?: Array<{ pointer?: string }> }>;
  };
  try {
    report = JSON.parse(run.stdout);
  } catch {
    console.error(`Redocly no produjo un informe JSON (código ${run.status}):\n${run.stdout}\n${run.stderr}`);
    return false;
  }
  for (const problem of report.problems ?? []) {
    console.error(`redocly ${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location?.[0]?.pointer ?? ''})`);
  }
  const { errors = 1, warnings = 0 } = report.totals ?? {};
  console.log(`Redocly (recommended): ${errors} errores, ${warnings} advertencias`);
  return run.status === 0 && errors === 0 && warnings === 0;
}

function spectral(): boolean {
  const run = spawnSync('npx', ['--no-install', 'spectral', 'lint', DOCUMENT, '--ruleset', '.spectral.yaml', '--fail-severity=warn'], {
    env,
    stdio: 'inherit',
  });
  console.log(`Spectral (spectral:oas): ${run.status === 0 ? 'sin errores ni advertencias' : 'con problemas'}`);
  return run.status === 0;
}

const ok = [redocly(), spectral()].every(Boolean);
process.exit(ok ? 0 : 1);
