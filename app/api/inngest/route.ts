// GET/POST/PUT /api/inngest — the Inngest serve endpoint (registration and execution of the webhook
// delivery function); without Inngest configured GET reports the in-process mode.
import { serve } from 'inngest/next';
import { inngest, inngestFunctions, whenInngestServed } from '@/lib/webhooks/inngest';

export const dynamic = 'force-dynamic';

const handlers = serve({ client: inngest, functions: inngestFunctions });

export const GET = whenInngestServed('GET', handlers.GET);
export const POST = whenInngestServed('POST', handlers.POST);
export const PUT = whenInngestServed('PUT', handlers.PUT);
