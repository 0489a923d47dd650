// The one list of background jobs (lib/platform/jobs/jobs.ts) drives both executors: every job gets a runner in the server
// process (lib/platform/jobs/start-jobs.ts, called by instrumentation.ts with that list) and an Inngest function served by
// app/api/inngest/route.ts, so a job cannot be added to one and forgotten in the other.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/inngest/route';
import { inngestFunctionOf } from '@/lib/platform/jobs/inngest';
import type { AnyJob } from '@/lib/platform/jobs/job';
import { jobs } from '@/lib/platform/jobs/jobs';
import { startJobs } from '@/lib/platform/jobs/start-jobs';

const runners = () => (globalThis as { __enviosJobRunners?: Map<string, { mode: string; stop(): Promise<void> }> }).__enviosJobRunners;

afterAll(async () => {
  // every runner startJobs began, stopped before the test database closes
  await Promise.all([...(runners()?.values() ?? [])].map((runner) => runner.stop()));
});

describe('the job list', () => {
  it('names each job, channel, Inngest function and event once', () => {
    const keys: ((job: AnyJob) => string)[] = [(j) => j.name, (j) => j.channel, (j) => j.inngest.id, (j) => j.inngest.event];
    for (const key of keys) {
      const values = jobs.map(key);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('instrumentation.ts starts the runners of the list', () => {
    const source = readFileSync('instrumentation.ts', 'utf8');
    expect(source).toContain("import('./lib/platform/jobs/jobs')");
    expect(source).toMatch(/startJobs\(jobs\)/);
  });

  it('every job has an in-process runner (no Inngest configured)', async () => {
    startJobs(jobs);
    await expect.poll(() => [...(runners()?.keys() ?? [])].sort(), { timeout: 10_000 }).toEqual(jobs.map((j) => j.name).sort());
    for (const runner of runners()!.values()) expect(runner.mode).toBe('in-process');
  });

  it('every job has its Inngest function served by /api/inngest', async () => {
    const get = GET as unknown as (request: Request) => Promise<Response>;
    const served = (await (await get(new Request('http://localhost/api/inngest'))).json()) as { functions: string[] };
    expect([...served.functions].sort()).toEqual(jobs.map((j) => inngestFunctionOf(j).id()).sort());
    expect(jobs.map((j) => inngestFunctionOf(j).id())).toEqual(jobs.map((j) => j.inngest.id));
  });
});
