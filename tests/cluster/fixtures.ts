// Data and small tools of the cluster proofs: organizations, keys, users and webhooks written with the domain
// functions straight into the cluster's database (as the CLI does), the order body of the README's example,
// a bounded concurrency helper, and per-instance counts of nginx's access log.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { getDb } from '@/db/client';
import { setOrganizationRateLimit } from '@/lib/admin/set-rate-limit';
import { createApiKey } from '@/lib/api-keys/create-api-key';
import { createOrganization } from '@/lib/organizations/create-organization';
import { createUser } from '@/lib/users/create-user';
import { createWebhook } from '@/lib/webhooks/create-webhook';
import { answeredBy, type LogLine } from './nginx';

export const orderBody = JSON.parse(readFileSync('docs/examples/order.json', 'utf8')) as Record<string, unknown>;
export const quoteBody = { originPostalCode: '06600', destinationPostalCode: '44100', package: { weight: 1.5 } };
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function newOrg(options: { perHour?: number; webhookUrl?: string } = {}) {
  const suffix = randomBytes(3).toString('hex');
  const org = await createOrganization(getDb(), { name: `Clúster ${suffix}`, balanceCentavos: 100_000_000 });
  if (options.perHour) await setOrganizationRateLimit(getDb(), { organizationId: org.id, perHour: options.perHour });
  const { apiKey, key } = await createApiKey(getDb(), { organizationId: org.id, name: `clave ${suffix}`, scopes: ['*'] });
  if (options.webhookUrl) {
    await createWebhook(getDb(), {
      organizationId: org.id,
      webhook: { name: `receptor ${suffix}`, url: options.webhookUrl, events: ['order.created'], retrySchedule: 'standard' },
    });
  }
  return { id: org.id, key, keyId: apiKey.id };
}

export async function newOwner(organizationId: string) {
  const email = `duena-${randomBytes(3).toString('hex')}@envios.test`;
  const password = `Clave-${randomBytes(9).toString('base64url')}`;
  await createUser(getDb(), { email, password, organizationId, role: 'owner', name: 'Dueña del clúster' });
  return { email, password };
}

/** Runs `tasks` with at most `n` at a time; resolves with their results in order. */
export async function pool<T>(n: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

/**
 * Waits, if needed, so that the next `spanMs` fall inside one fixed window of `windowMs` (the limiter's
 * windows are aligned to the epoch, lib/platform/rate-limit/fixed-window.ts): a proof never straddles a reset.
 */
export async function inOneWindow(windowMs: number, spanMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < spanMs) await sleep(left + 100);
}

/** Requests of nginx's log with probe `probe`, counted by the instance that answered and by status. */
export function tally(lines: LogLine[], probe: string, ports: Record<'A' | 'B', number>) {
  const mine = lines.filter((l) => l.probe === probe);
  const by: Record<string, Record<number, number>> = { A: {}, B: {}, '-': {} };
  for (const line of mine) {
    const who = answeredBy(line, ports);
    by[who][line.status] = (by[who][line.status] ?? 0) + 1;
  }
  const total = (who: 'A' | 'B') => Object.values(by[who]).reduce((a, b) => a + b, 0);
  return { lines: mine, by, A: total('A'), B: total('B') };
}

export const describeTally = (t: ReturnType<typeof tally>) =>
  `instancia A ${t.A} (${JSON.stringify(t.by.A)}), instancia B ${t.B} (${JSON.stringify(t.by.B)})`;
