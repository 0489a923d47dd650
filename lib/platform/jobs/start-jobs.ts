// Starts the jobs in this server process (instrumentation.ts), once: the executor is chosen here for all of them.
// Without Inngest each runner runs its job's items; with Inngest (INNGEST_EVENT_KEY or INNGEST_DEV) each runner is
// a relay that sends one event per claimed item to the job's Inngest function. A graceful shutdown stops them
// first (scripts/next-server.mjs runs lib/platform/lifecycle/shutdown.ts's steps at SIGTERM): runs in flight finish or give
// their item back.
import { inngestEnabled } from '@/lib/platform/config';
import { onShutdown } from '@/lib/platform/lifecycle/shutdown';
import { log } from '@/lib/platform/log';
import { sendJobEvents } from './inngest';
import type { AnyJob } from './job';
import { JobRunner } from './job-runner';

const globalForRunners = globalThis as unknown as { __enviosJobRunners?: Map<string, JobRunner<unknown, Record<string, unknown>>> };

/** The runner of `job` in this process (one per job, however many bundles call this). */
export async function startJob(job: AnyJob): Promise<JobRunner<unknown, Record<string, unknown>>> {
  const runners = (globalForRunners.__enviosJobRunners ??= new Map());
  const running = runners.get(job.name);
  if (running) return running;
  const relay = inngestEnabled() ? (data: Record<string, unknown>[]) => sendJobEvents(job, data) : undefined;
  const runner = new JobRunner(job, { relay });
  runners.set(job.name, runner);
  onShutdown(`${job.name}-runner`, () => runner.stop(), 0);
  await runner.start();
  log.info(`${job.name} runner started`, { runnerId: runner.id, mode: runner.mode });
  return runner;
}

/** Starts every job of the list, not awaited by the caller: a runner that cannot connect yet retries by polling. */
export function startJobs(list: readonly AnyJob[]): void {
  for (const job of list) startJob(job).catch((error) => console.error(`${job.name} runner failed to start`, error));
}
