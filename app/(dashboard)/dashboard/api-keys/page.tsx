// API keys of both modes (docs/modes.md): list with each key's mode, create (shown once) a live or a test key, revoke.
import type { Metadata } from 'next';
import { getDb } from '@/lib/platform/db';
import { requireOrgPermission } from '@/lib/http/session';
import { can } from '@/lib/auth/permissions';
import { listApiKeys } from '@/lib/api-keys/list-api-keys';
import { PageHeader } from '@/app/_components/ui';
import { ApiKeysManager } from './api-keys-manager';
import { scopeOptions } from './scope-options';

export const metadata: Metadata = { title: 'Claves de API' };

export default async function ApiKeysPage() {
  const session = await requireOrgPermission('keys:read');
  const keys = await listApiKeys(getDb(), { organizationId: session.liveOrganizationId });
  return (
    <>
      <PageHeader
        title="Claves de API"
        description="Cada clave pertenece a esta organización y tiene permisos (scopes). Las claves de producción (flt_live_…) usan tus datos reales; las de prueba (flt_test_…), solo los del modo de prueba, donde nada se envía ni se cobra de verdad. El valor completo se muestra una sola vez al crearla: guárdalo en un lugar seguro."
      />
      <ApiKeysManager
        initialKeys={keys}
        canManage={can(session.role, 'keys:manage')}
        defaultMode={session.mode}
        // only what the member's role may give a key (the server refuses the rest)
        scopes={scopeOptions(session.role)}
      />
    </>
  );
}
