// The lost-collection sweep (issue 35, docs/cod.md): the job's in-process runner flags lost the COD collections still
// collected COD_LOST_AFTER_DAYS (15 by default) after their collection, with lost_at; a younger one, or one the
// provider already remitted, stays as it is. The order detail shows it; the variable is validated in Spanish.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { codCollections } from '@/db/schema';
import { codLostSweepJob } from '@/lib/cod/lost-sweep-job';
import { ConfigError, parseConfig, resetConfigCache } from '@/lib/platform/config';
import { JobRunner, type RunnerOf } from '@/lib/platform/jobs/job-runner';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { codCollectedReport, codRowOf, createCodOrder, sendCodReport } from '../helpers/cod';
import { createTestClient } from '../helpers/fixtures';

let server: TestServer;
const runners: RunnerOf<typeof codLostSweepJob>[] = [];
beforeAll(async () => {
  server = await startAppServer();
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  delete process.env.COD_LOST_AFTER_DAYS;
  resetConfigCache();
});
afterAll(async () => {
  await server.close();
});

type Api = Awaited<ReturnType<typeof createTestClient>>['api'];

/** A COD order whose collection was reported `daysAgo` days ago. */
async function collectedDaysAgo(api: Api, daysAgo: number) {
  const order = await createCodOrder(api, 500);
  expect((await sendCodReport(server.url, codCollectedReport(order.providerTrackingNumber!, 500))).status).toBe(200);
  await getDb()
    .update(codCollections)
    .set({ collectedAt: sql`now() - make_interval(days => ${daysAgo}::int)` })
    .where(eq(codCollections.orderId, order.id));
  return order;
}

async function runSweepUntil(check: () => Promise<boolean>) {
  const runner = new JobRunner(codLostSweepJob, { pollIntervalMs: 100 });
  runners.push(runner);
  await runner.start();
  await expect.poll(check, { timeout: 10_000, interval: 100 }).toBe(true);
}

describe('the lost sweep', () => {
  it('flags lost a collection older than 15 days, not a younger one nor one already remitted', async () => {
    const { api } = await createTestClient(server.url);
    const old = await collectedDaysAgo(api, 16);
    const young = await collectedDaysAgo(api, 14);
    const remitted = await collectedDaysAgo(api, 30);
    await getDb().update(codCollections).set({ status: 'remitted', remittedAt: sql`now()` }).where(eq(codCollections.orderId, remitted.id));

    await runSweepUntil(async () => (await codRowOf(old.id)).status === 'lost');
    const lost = await codRowOf(old.id);
    expect(lost.lostAt).toBeInstanceOf(Date);
    expect(Math.abs(lost.lostAt!.getTime() - Date.now())).toBeLessThan(60_000);
    // a few more polls change nothing else
    await new Promise((r) => setTimeout(r, 400));
    expect((await codRowOf(young.id)).status).toBe('collected');
    expect((await codRowOf(remitted.id)).status).toBe('remitted');
    const detail = (await api('GET', `/orders/${old.id}`)).body;
    expect(detail).toMatchObject({ cod_status: 'lost', cod: { status: 'lost', lost_at: lost.lostAt!.toISOString() } });
  });

  it('COD_LOST_AFTER_DAYS moves the line', async () => {
    process.env.COD_LOST_AFTER_DAYS = '10';
    resetConfigCache();
    const { api } = await createTestClient(server.url);
    const order = await collectedDaysAgo(api, 11);
    await runSweepUntil(async () => (await codRowOf(order.id)).status === 'lost');
  });

  it('COD_LOST_AFTER_DAYS is 15 by default, a whole number of days from 1 to 365, refused in Spanish otherwise', () => {
    expect(parseConfig({}).COD_LOST_AFTER_DAYS).toBe(15);
    expect(parseConfig({ COD_MAX_AMOUNT_MXN: '15000' }).COD_MAX_AMOUNT_MXN).toBe(15_000);
    expect(parseConfig({}).COD_MAX_AMOUNT_MXN).toBe(20_000);
    for (const value of ['0', '366', '2.5', 'quince']) {
      let error: unknown;
      try {
        parseConfig({ COD_LOST_AFTER_DAYS: value });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual(['COD_LOST_AFTER_DAYS debe ser un número entero entre 1 y 365.']);
    }
  });
});
