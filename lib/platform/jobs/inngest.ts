// The Inngest executor of the jobs (lib/platform/jobs/job.ts): the one client, each job's function built from its
// declaration (its `inngest` part: event, concurrency, retries, and the body run with Inngest's step.run and
// step.sleep, durable across restarts), and the relay that sends one event per claimed item. Served by
// app/api/inngest/route.ts. The client reads INNGEST_EVENT_KEY, INNGEST_SIGNING_KEY, INNGEST_DEV and
// INNGEST_BASE_URL itself.
import { Inngest } from 'inngest';
import { getDb } from '@/lib/platform/db';
import type { AnyJob, Job, JobStep } from './job';

export const inngest = new Inngest({ id: 'envios-mx' });

type Retries = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20;

function createJobFunction<Item, Data extends Record<string, unknown>, Options>(job: Job<Item, Data, Options>) {
  const spec = job.inngest;
  return inngest.createFunction(
    {
      id: spec.id,
      name: spec.name,
      triggers: [{ event: spec.event }],
      concurrency: spec.concurrency,
      retries: spec.retries as Retries,
    },
    async ({ event, step }) => {
      const jobStep: JobStep = {
        run: (id, fn) => step.run(id, fn) as Promise<Awaited<ReturnType<typeof fn>>>,
        sleep: (id, ms) => step.sleep(id, ms),
      };
      return spec.run(getDb(), event.data as Data, jobStep);
    },
  );
}

export type JobFunction = ReturnType<typeof createJobFunction>;

const functions = new Map<string, JobFunction>();

/** The job's Inngest function (one per job, however often asked). */
export function inngestFunctionOf(job: AnyJob): JobFunction {
  let fn = functions.get(job.name);
  if (!fn) {
    fn = createJobFunction(job);
    functions.set(job.name, fn);
  }
  return fn;
}

/** The relay of a job's runner in Inngest mode: one event per claimed item. */
export async function sendJobEvents<Data extends Record<string, unknown>>(job: Job<unknown, Data, unknown>, data: Data[]): Promise<void> {
  await inngest.send(data.map((d) => ({ name: job.inngest.event, data: d })));
}
