// GET/POST/PUT /api/inngest — the Inngest serve endpoint (function registration and execution).
import { serve } from 'inngest/next';
import { inngest, inngestFunctions } from '@/lib/webhooks/inngest';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const { GET, POST, PUT } = serve({ client: inngest, functions: inngestFunctions });
