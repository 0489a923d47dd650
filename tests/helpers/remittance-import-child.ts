// A process for tests/processes/cod-remittances-crash.test.ts: imports a remittance file (as `cod:import-remittance`
// does, lib/cod/remittances/import-file.ts) and is killed with SIGKILL in the middle of its one transaction: when the
// PAUSE_AT_PAYOUT-th balance update (one per organization paid, lib/cod/remittances/pay-out-matched.ts) has run in
// PostgreSQL, it prints "paused" and waits.
// Without PAUSE_AT_PAYOUT it imports to the end and prints the report as JSON.
// Run as: node --import tsx tests/helpers/remittance-import-child.ts FILE
import { readFile } from 'node:fs/promises';
import { installStatementHook, type StatementHook } from '@/db/client';
import { importRemittanceFile } from '@/lib/cod/remittances/import-file';
import { getDb } from '@/lib/platform/db';

const pauseAt = Number(process.env.PAUSE_AT_PAYOUT ?? 0);
type PendingQuery = { resolve: (value: unknown) => unknown };

if (pauseAt > 0) {
  let payouts = 0;
  const hook: StatementHook = {
    traps: () => ({}),
    query(query, text) {
      const q = query as unknown as PendingQuery;
      if (typeof q?.resolve === 'function' && /update organizations set balance_centavos/.test(text()) && ++payouts === pauseAt) {
        q.resolve = () => {
          console.log('paused');
          return new Promise<never>(() => {});
        };
      }
      return query;
    },
  };
  installStatementHook(hook);
}

const bytes = await readFile(process.argv[2]);
const report = await importRemittanceFile(getDb(), { bytes, source: 'cli', importedBy: 'cli', lineLimit: 0 });
console.log(JSON.stringify({ id: report.id, duplicate: report.duplicate, matchedCount: report.matchedCount }));
process.exit(0);
