'use server';
// Webhook actions of the dashboard, on lib/webhooks (the same functions as /api/v1/webhooks). Admins and
// owners only; the organization always comes from the session (lib/http/server-action.ts).
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/lib/platform/db';
import { orgAction } from '@/lib/http/server-action';
import { log } from '@/lib/platform/log';
import { createWebhook } from '@/lib/webhooks/create-webhook';
import { deleteWebhook } from '@/lib/webhooks/delete-webhook';
import { redeliverDelivery } from '@/lib/webhooks/redeliver-delivery';
import { createWebhookSchema, rotateWebhookSecretSchema, updateWebhookSchema, type UpdateWebhookInput } from '@/lib/webhooks/schemas';
import { sendTestEvent } from '@/lib/webhooks/send-test-event';
import { updateWebhook } from '@/lib/webhooks/update-webhook';
import { getWebhookSecret, rotateWebhookSecret } from '@/lib/webhooks/webhook-secret';

const webhookId = z.string();

/** The webhook form's labels (webhook-form.tsx): messages name the fields as the form shows them. */
const webhookFormLabels = { name: 'Nombre', url: 'URL', events: 'Eventos', retrySchedule: 'Reintentos' };

export const createWebhookAction = orgAction(
  { name: 'createWebhook', permission: 'webhooks:manage', input: createWebhookSchema, labels: webhookFormLabels },
  async ({ session, input, actor }) => {
    const created = await createWebhook(getDb(), { organizationId: session.organizationId, webhook: input, actor });
    log.info('webhook created from dashboard', { organizationId: session.organizationId, webhookId: created.id, userId: session.user.id });
    revalidatePath('/dashboard/webhooks');
    return { id: created.id, secret: created.secret };
  },
);

export const updateWebhookAction = orgAction(
  // The changes are parsed on their own so that each message names its field ("El campo «URL» …", not "changes.url").
  {
    name: 'updateWebhook',
    permission: 'webhooks:manage',
    input: z.object({ id: webhookId, changes: z.custom<UpdateWebhookInput>() }),
    labels: webhookFormLabels,
  },
  async ({ session, input, actor }) => {
    const changes = updateWebhookSchema.parse(input.changes);
    const updated = await updateWebhook(getDb(), { organizationId: session.organizationId, id: input.id, changes, actor });
    revalidatePath('/dashboard/webhooks');
    revalidatePath(`/dashboard/webhooks/${input.id}`);
    return { id: updated.id, active: updated.active };
  },
);

export const deleteWebhookAction = orgAction(
  { name: 'deleteWebhook', permission: 'webhooks:manage', input: webhookId },
  async ({ session, input: id, actor }) => {
    await deleteWebhook(getDb(), { organizationId: session.organizationId, id, actor });
    log.info('webhook deleted from dashboard', { organizationId: session.organizationId, webhookId: id, userId: session.user.id });
    revalidatePath('/dashboard/webhooks');
    return { id };
  },
);

export const revealWebhookSecretAction = orgAction(
  { name: 'revealWebhookSecret', permission: 'webhooks:manage', input: webhookId },
  ({ session, input: id, actor }) => getWebhookSecret(getDb(), { organizationId: session.organizationId, id, actor }),
);

export const rotateWebhookSecretAction = orgAction(
  // The grace is one of the dialog's choices (ahora, 1 h, 24 h, 7 días), checked like the API's body.
  { name: 'rotateWebhookSecret', permission: 'webhooks:manage', input: rotateWebhookSecretSchema.extend({ id: webhookId }) },
  async ({ session, input: { id, expiresInSeconds }, actor }) => {
    const rotated = await rotateWebhookSecret(getDb(), { organizationId: session.organizationId, id, expiresInSeconds, actor });
    log.info('webhook secret rotated from dashboard', {
      organizationId: session.organizationId,
      webhookId: id,
      userId: session.user.id,
      graceSeconds: expiresInSeconds ?? 0,
    });
    return rotated;
  },
);

export const sendTestEventAction = orgAction(
  { name: 'sendTestEvent', permission: 'webhooks:manage', input: webhookId },
  ({ session, input: id }) => sendTestEvent(getDb(), { organizationId: session.organizationId, webhookId: id }),
);

export const redeliverAction = orgAction(
  { name: 'redeliver', permission: 'webhooks:manage', input: z.object({ webhookId, deliveryId: z.string() }) },
  ({ session, input }) =>
    redeliverDelivery(getDb(), { organizationId: session.organizationId, webhookId: input.webhookId, deliveryId: input.deliveryId }),
);
