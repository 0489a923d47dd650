// A server process that dies at the worst moment, for tests/jobs/email-outbox.test.ts: it enqueues a message and
// commits, or claims the due messages, and then kills itself with SIGKILL (no cleanup, no shutdown hooks).
// Run as: node --import tsx tests/helpers/email-crash-child.ts <enqueue|claim> <organizationId> <to>
import { writeSync } from 'node:fs';
import { createDb } from '@/db/client';
import { claimDueEmails } from '@/lib/email/deliver-email';
import { enqueueEmail } from '@/lib/email/outbox';
import { configureDatabaseFromEnvironment } from '@/lib/platform/db';

const [mode, organizationId, to] = process.argv.slice(2);
configureDatabaseFromEnvironment();
const { db } = createDb(process.env.DATABASE_URL!, { max: 1 });
let out = '';
if (mode === 'enqueue') {
  const data = { balanceCentavos: 100, thresholdCentavos: 1_000, billingUrl: 'http://localhost:3000/dashboard/billing' };
  out = (await db.transaction((tx) => enqueueEmail(tx, { organizationId, to, template: 'low-balance', data }))) ?? '';
} else if (mode === 'claim') {
  out = (await claimDueEmails(db, { limit: 100 })).join(',');
}
// synchronous: a console.log to a pipe might still be buffered when the process dies
writeSync(1, `${out}\n`);
process.kill(process.pid, 'SIGKILL');
