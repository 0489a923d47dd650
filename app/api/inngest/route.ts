// GET/POST/PUT /api/inngest — the Inngest serve endpoint (registration and execution of the Inngest function of
// every job of lib/platform/jobs/jobs.ts, built by lib/platform/jobs/inngest.ts); without Inngest configured GET reports the
// in-process mode and executions are refused, instead of the SDK's 500 for a missing signing key.
import { serve } from 'inngest/next';
import { config } from '@/lib/platform/config';
import { errorResponse, json } from '@/lib/http/respond';
import { inngest, inngestFunctionOf } from '@/lib/platform/jobs/inngest';
import { jobs } from '@/lib/platform/jobs/jobs';

export const dynamic = 'force-dynamic';

const inngestFunctions = jobs.map(inngestFunctionOf);

const handlers = serve({ client: inngest, functions: inngestFunctions });

/** Inngest may call this app (execute functions) only with a signing key, or against a dev server. */
function inngestServeEnabled(): boolean {
  const c = config();
  return Boolean(c.INNGEST_SIGNING_KEY || c.INNGEST_DEV);
}

function whenInngestServed<A extends unknown[]>(method: 'GET' | 'POST' | 'PUT', handler: (...args: A) => Promise<Response> | Response) {
  return async (...args: A): Promise<Response> => {
    if (inngestServeEnabled()) return handler(...args);
    if (method === 'GET') {
      return json({
        mode: 'in-process',
        inngest: false,
        functions: inngestFunctions.map((f) => f.id()),
        message: 'Inngest no está configurado: los webhooks se entregan con el runner en proceso.',
      });
    }
    return errorResponse('service_unavailable', 'Inngest no está configurado en este servicio.');
  };
}

export const GET = whenInngestServed('GET', handlers.GET);
export const POST = whenInngestServed('POST', handlers.POST);
export const PUT = whenInngestServed('PUT', handlers.PUT);
