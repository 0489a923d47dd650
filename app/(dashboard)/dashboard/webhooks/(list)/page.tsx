// Webhooks: list, create, enable/disable.
import type { Metadata } from 'next';
import { getDb } from '@/lib/platform/db';
import { requireOrgPermission } from '@/lib/http/session';
import { can } from '@/lib/auth/permissions';
import { listWebhooks } from '@/lib/webhooks/list-webhooks';
import { MAX_WEBHOOKS_PER_ORGANIZATION } from '@/lib/webhooks/create-webhook';
import { PageHeader } from '@/app/_components/ui';
import { WebhooksManager } from '../webhooks-manager';

export const metadata: Metadata = { title: 'Webhooks' };

export default async function WebhooksPage() {
  const session = await requireOrgPermission('webhooks:read');
  const { data } = await listWebhooks(getDb(), { organizationId: session.organizationId, limit: MAX_WEBHOOKS_PER_ORGANIZATION });
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Enviamos un POST firmado (X-Service-Signature y Standard Webhooks, HMAC-SHA256) a tus URLs cuando cambia el estado de un pedido. Hasta 3 intentos por entrega, o 9 durante unas 28 horas con los reintentos extendidos."
      />
      <WebhooksManager webhooks={data} canManage={can(session.role, 'webhooks:manage')} />
    </>
  );
}
