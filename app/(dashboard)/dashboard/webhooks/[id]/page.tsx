// One webhook: settings, secret (reveal/rotate), test event, delete, and its delivery log (polled while open).
// ?pedido=<orderId> (the order page's "Webhooks de este pedido" links) opens the log on that order's attempts.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/platform/db';
import { requireOrgPermission } from '@/lib/http/session';
import { can } from '@/lib/auth/permissions';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { findWebhook, toWebhookView } from '@/lib/webhooks/find-webhook';
import { deliveryLogOrder, listDeliveryLog } from '@/lib/webhooks/list-delivery-attempts';
import { latestRecovery } from '@/lib/webhooks/get-recovery';
import { WebhookDetail } from './webhook-detail';

export const metadata: Metadata = { title: 'Webhook' };

export default async function WebhookPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requireOrgPermission('webhooks:read');
  const { id } = await params;
  const { pedido } = await searchParams;
  let webhook;
  try {
    webhook = toWebhookView(await findWebhook(getDb(), { organizationId: session.organizationId, id }));
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') notFound();
    throw error;
  }
  const order =
    typeof pedido === 'string' && pedido
      ? await deliveryLogOrder(getDb(), { organizationId: session.organizationId, orderId: pedido })
      : null;
  const orderProblem =
    pedido !== undefined && !order
      ? 'El pedido de este enlace no existe en tu organización: se muestran las entregas de todos los pedidos.'
      : null;
  const [attempts, recovery] = await Promise.all([
    listDeliveryLog(getDb(), { organizationId: session.organizationId, webhookId: id, limit: 25, orderId: order?.id ?? null }),
    latestRecovery(getDb(), { organizationId: session.organizationId, webhookId: id }),
  ]);
  return (
    <WebhookDetail
      webhook={webhook}
      initialAttempts={attempts}
      logOrder={{ order, problem: orderProblem }}
      initialRecovery={recovery}
      canManage={can(session.role, 'webhooks:manage')}
    />
  );
}
