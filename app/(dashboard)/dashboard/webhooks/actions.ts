'use server';
// Webhook actions of the dashboard, on lib/webhooks (the same functions as /api/v1/webhooks). Admins and
// owners only; the organization always comes from the session.
import { revalidatePath } from 'next/cache';
import { getDb } from '@/db/client';
import { requireOrgAction } from '@/lib/auth/session';
import { runAction } from '@/lib/dashboard/action-result';
import { log } from '@/lib/log';
import { createWebhook } from '@/lib/webhooks/create-webhook';
import { deleteWebhook } from '@/lib/webhooks/delete-webhook';
import { redeliverDelivery } from '@/lib/webhooks/redeliver-delivery';
import { createWebhookSchema, updateWebhookSchema, type CreateWebhookInput, type UpdateWebhookInput } from '@/lib/webhooks/schemas';
import { sendTestEvent } from '@/lib/webhooks/send-test-event';
import { updateWebhook } from '@/lib/webhooks/update-webhook';
import { getWebhookSecret, rotateWebhookSecret } from '@/lib/webhooks/webhook-secret';

export async function createWebhookAction(input: CreateWebhookInput) {
  return runAction('createWebhook', async () => {
    const session = await requireOrgAction('admin');
    const created = await createWebhook(getDb(), { organizationId: session.organizationId, webhook: createWebhookSchema.parse(input) });
    log.info('webhook created from dashboard', { organizationId: session.organizationId, webhookId: created.id, userId: session.user.id });
    revalidatePath('/dashboard/webhooks');
    return { id: created.id, secret: created.secret };
  });
}

export async function updateWebhookAction(input: { id: string; changes: UpdateWebhookInput }) {
  return runAction('updateWebhook', async () => {
    const session = await requireOrgAction('admin');
    const updated = await updateWebhook(getDb(), { organizationId: session.organizationId, id: input.id, changes: updateWebhookSchema.parse(input.changes) });
    revalidatePath('/dashboard/webhooks');
    revalidatePath(`/dashboard/webhooks/${input.id}`);
    return { id: updated.id, active: updated.active };
  });
}

export async function deleteWebhookAction(id: string) {
  return runAction('deleteWebhook', async () => {
    const session = await requireOrgAction('admin');
    await deleteWebhook(getDb(), { organizationId: session.organizationId, id });
    log.info('webhook deleted from dashboard', { organizationId: session.organizationId, webhookId: id, userId: session.user.id });
    revalidatePath('/dashboard/webhooks');
    return { id };
  });
}

export async function revealWebhookSecretAction(id: string) {
  return runAction('revealWebhookSecret', async () => {
    const session = await requireOrgAction('admin');
    return getWebhookSecret(getDb(), { organizationId: session.organizationId, id });
  });
}

export async function rotateWebhookSecretAction(id: string) {
  return runAction('rotateWebhookSecret', async () => {
    const session = await requireOrgAction('admin');
    const rotated = await rotateWebhookSecret(getDb(), { organizationId: session.organizationId, id });
    log.info('webhook secret rotated from dashboard', { organizationId: session.organizationId, webhookId: id, userId: session.user.id });
    return rotated;
  });
}

export async function sendTestEventAction(id: string) {
  return runAction('sendTestEvent', async () => {
    const session = await requireOrgAction('admin');
    return sendTestEvent(getDb(), { organizationId: session.organizationId, webhookId: id });
  });
}

export async function redeliverAction(input: { webhookId: string; deliveryId: string }) {
  return runAction('redeliver', async () => {
    const session = await requireOrgAction('admin');
    return redeliverDelivery(getDb(), { organizationId: session.organizationId, webhookId: input.webhookId, deliveryId: input.deliveryId });
  });
}
