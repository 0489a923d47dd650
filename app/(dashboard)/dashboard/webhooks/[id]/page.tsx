// One webhook: settings, secret (reveal/rotate), test event, delete, and its delivery log (polled while open).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { requireOrgPermission } from '@/lib/auth/session';
import { can } from '@/lib/auth/permissions';
import { DomainError } from '@/lib/errors/domain-error';
import { findWebhook, toWebhookView } from '@/lib/webhooks/find-webhook';
import { listDeliveryLog } from '@/lib/webhooks/list-delivery-attempts';
import { latestRecovery } from '@/lib/webhooks/recover-deliveries';
import { WebhookDetail } from './webhook-detail';

export const metadata: Metadata = { title: 'Webhook' };

export default async function WebhookPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requireOrgPermission('webhooks:read');
  const { id } = await params;
  let webhook;
  try {
    webhook = toWebhookView(await findWebhook(getDb(), { organizationId: session.organizationId, id }));
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') notFound();
    throw error;
  }
  const [attempts, recovery] = await Promise.all([
    listDeliveryLog(getDb(), { organizationId: session.organizationId, webhookId: id, limit: 25 }),
    latestRecovery(getDb(), { organizationId: session.organizationId, webhookId: id }),
  ]);
  return <WebhookDetail webhook={webhook} initialAttempts={attempts} initialRecovery={recovery} canManage={can(session.role, 'webhooks:manage')} />;
}
