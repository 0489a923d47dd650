// The carrier commands of the admin CLI (cli/commands/carriers.ts) as real processes, against the real DHL Express
// simulator: the platform-wide account saved only when DHL accepts it, never printed in clear; removal; and the
// margin of an organization, which only the platform (this CLI, the admin page) may set.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, carrierAccounts, organizations } from '@/db/schema';
import { marginBasisPoints } from '@/lib/carriers/carrier-accounts';
import { resetConfigCache } from '@/lib/platform/config';
import { startDhlExpressSimulator, type DhlExpressSimulator } from '@/simulators/dhl-express/server';
import { runCli } from '../helpers/cli';
import { createTestOrg } from '../helpers/fixtures';

let dhl: DhlExpressSimulator;
let env: Record<string, string | undefined>;
let dir: string;

beforeAll(async () => {
  dhl = await startDhlExpressSimulator();
  process.env.CARRIER_CREDENTIALS_KEY = randomBytes(32).toString('base64');
  process.env.DHL_EXPRESS_API_URL = dhl.url;
  resetConfigCache();
  env = { ...process.env };
  dir = await mkdtemp(path.join(tmpdir(), 'cli-carriers-'));
});
afterAll(async () => dhl?.close());

const cli = (...args: string[]) => runCli([...args, '--json'], env);
const platformRow = () =>
  getDb()
    .select()
    .from(carrierAccounts)
    .where(and(isNull(carrierAccounts.organizationId), eq(carrierAccounts.carrier, 'dhl_express')));

describe('npm run cli -- carrier:set / carrier:remove / org:set-margin', () => {
  it('saves the platform account only when DHL accepts it, prints no secret, and removes it', async () => {
    const wrong = path.join(dir, 'wrong.json');
    await writeFile(wrong, JSON.stringify({ ...dhl.credentials, apiSecret: 'secreto-que-dhl-no-conoce' }));
    const refused = await cli('carrier:set', '--carrier', 'dhl_express', '--platform', '--credentials-file', wrong);
    expect(refused.code).not.toBe(0);
    expect(JSON.parse(refused.stderr).error).toMatch(/^DHL Express rechazó las credenciales; no se guardaron\./);
    expect(await platformRow()).toEqual([]);

    const good = path.join(dir, 'good.json');
    await writeFile(good, JSON.stringify(dhl.credentials));
    const saved = await cli('carrier:set', '--carrier', 'dhl_express', '--platform', '--credentials-file', good);
    expect(saved.code, saved.stderr).toBe(0);
    expect(JSON.parse(saved.stdout)).toMatchObject({ carrier: 'dhl_express', organizationId: null, enabled: true });
    expect(saved.stdout).not.toContain(dhl.credentials.apiSecret);
    expect(saved.stdout).not.toContain(dhl.credentials.apiKey);
    const [row] = await platformRow();
    expect(row.credentialsCiphertext).not.toContain(dhl.credentials.apiSecret);

    const both = await cli('carrier:set', '--carrier', 'dhl_express', '--platform', '--org', row.id, '--credentials-file', good);
    expect(JSON.parse(both.stderr).error).toMatch(/Indica --platform .* o --org ID/);
    const unknown = await cli('carrier:set', '--carrier', 'ups', '--platform', '--credentials-file', good);
    expect(JSON.parse(unknown.stderr).error).toMatch(/--carrier debe ser una de: dhl_express/);

    const removed = await cli('carrier:remove', '--carrier', 'dhl_express', '--platform');
    expect(removed.code, removed.stderr).toBe(0);
    expect(await platformRow()).toEqual([]);
  }, 120_000); // five CLI processes, each starting Node and tsx

  it('sets and clears an organization margin, audited', async () => {
    const org = await createTestOrg();
    expect(await marginBasisPoints(getDb(), org.id)).toBe(1500);
    const set = await cli('org:set-margin', '--org', org.id, '--basis-points', '900');
    expect(set.code, set.stderr).toBe(0);
    expect(JSON.parse(set.stdout)).toEqual({ organizationId: org.id, basisPoints: 900, effectiveBasisPoints: 900 });
    expect(await marginBasisPoints(getDb(), org.id)).toBe(900);
    const bad = await cli('org:set-margin', '--org', org.id, '--basis-points', '12.5');
    expect(JSON.parse(bad.stderr).error).toMatch(/--basis-points debe ser un entero/);
    expect((await cli('org:set-margin', '--org', org.id, '--basis-points', 'default')).code).toBe(0);
    const [after] = await getDb().select().from(organizations).where(eq(organizations.id, org.id));
    expect(after.carrierMarginBasisPoints).toBeNull();
    const audits = await getDb()
      .select({ summary: auditLogs.summary, actorType: auditLogs.actorType })
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, org.id), eq(auditLogs.action, 'organization.carrier_margin_updated')));
    expect(audits).toHaveLength(2);
    expect(audits.every((a) => a.actorType === 'cli')).toBe(true);
  }, 120_000);
});
