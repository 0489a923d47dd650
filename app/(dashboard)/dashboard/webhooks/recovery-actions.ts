'use server';
// Recovery of a webhook's failed deliveries from the dashboard, on lib/webhooks/start-recovery.ts (the same
// function as POST /api/v1/webhooks/:id/recover). Admins and owners only; the organization comes from the session.
import { z } from 'zod';
import { getDb } from '@/lib/platform/db';
import { orgAction } from '@/lib/http/server-action';
import { log } from '@/lib/platform/log';
import { startRecovery } from '@/lib/webhooks/start-recovery';

export const startRecoveryAction = orgAction(
  {
    name: 'startWebhookRecovery',
    permission: 'webhooks:manage',
    input: z.object({ webhookId: z.string(), since: z.string(), until: z.string().optional() }),
    // the recovery card's fields: "El campo «Desde» no puede estar en el futuro.", not the API's "since"
    labels: { since: 'Desde', until: 'Hasta' },
  },
  async ({ session, input, actor }) => {
    const { recovery, created } = await startRecovery(getDb(), {
      organizationId: session.organizationId,
      webhookId: input.webhookId,
      since: input.since,
      until: input.until,
      actor,
    });
    if (created)
      log.info('webhook recovery started from dashboard', {
        organizationId: session.organizationId,
        webhookId: input.webhookId,
        recoveryId: recovery.id,
        userId: session.user.id,
      });
    return recovery;
  },
);
