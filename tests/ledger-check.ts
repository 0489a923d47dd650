// After the whole suite (npm test sets LEDGER_VERIFY=1, scripts/test.ts; .ci/run's second pass too): the check of
// `npm run cli -- ledger:verify` (lib/billing/verify-ledger.ts) on every test file's database before
// tests/global-setup.ts drops them, so a test that leaves a balance that is not the sum of its ledger fails the run,
// naming the database and the organizations. A test that corrupts a balance on purpose cleans up after itself.
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Db } from '../db/client';
import { describeVerification, verifyLedgers } from '../lib/billing/verify-ledger';

export const ledgerCheckEnabled = () => process.env.LEDGER_VERIFY === '1';

/** The Spanish summary of every database with a difference (empty when all add up). */
export async function verifyTestDatabases(urls: { name: string; url: string }[]): Promise<string[]> {
  const problems: string[] = [];
  let organizations = 0;
  for (const { name, url } of urls) {
    const client = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const result = await verifyLedgers(drizzle(client) as unknown as Db);
      organizations += result.organizations;
      if (result.differences.length > 0) problems.push(`${name}: ${describeVerification(result)}`);
    } finally {
      await client.end({ timeout: 5 });
    }
  }
  if (problems.length === 0) {
    process.stdout.write(
      `ledger:verify: ${urls.length} ${urls.length === 1 ? 'base' : 'bases'} de datos de prueba, ${organizations} organizaciones, sin diferencias.\n`,
    );
  }
  return problems;
}
