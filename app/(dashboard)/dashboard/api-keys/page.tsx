// API keys: list, create (shown once), revoke.
import type { Metadata } from 'next';
import { getDb } from '@/lib/platform/db';
import { apiScopes, scopeLabels } from '@/lib/api-keys/scopes';
import { requireOrgPermission } from '@/lib/http/session';
import { can } from '@/lib/auth/permissions';
import { listApiKeys } from '@/lib/api-keys/list-api-keys';
import { PageHeader } from '@/app/_components/ui';
import { ApiKeysManager } from './api-keys-manager';

export const metadata: Metadata = { title: 'Claves de API' };

export default async function ApiKeysPage() {
  const session = await requireOrgPermission('keys:read');
  const keys = await listApiKeys(getDb(), { organizationId: session.organizationId });
  return (
    <>
      <PageHeader
        title="Claves de API"
        description="Cada clave pertenece a esta organización y tiene permisos (scopes). El valor completo se muestra una sola vez al crearla: guárdalo en un lugar seguro."
      />
      <ApiKeysManager
        initialKeys={keys}
        canManage={can(session.role, 'keys:manage')}
        scopes={apiScopes.map((s) => ({ value: s, label: scopeLabels[s] }))}
      />
    </>
  );
}
