// "Importar envíos": many orders from one CSV (issue 19). Validation and the quote happen on upload, the purchase
// only on "Comprar N guías" (orders:write), with the "Paquetería" choices the organization can use now.
import type { Metadata } from 'next';
import { requireOrgPermission } from '@/lib/http/session';
import { purchasePreferenceChoices } from '@/lib/batches/purchase-preference';
import { getDb } from '@/lib/platform/db';
import { PageHeader } from '@/app/_components/ui';
import { Icon } from '@/app/_components/icons';
import { ImportFlow } from './import-flow';

export const metadata: Metadata = { title: 'Importar envíos' };

export default async function ImportPage() {
  const session = await requireOrgPermission('orders:write');
  const choices = await purchasePreferenceChoices(getDb(), session.organizationId);
  return (
    <>
      <PageHeader
        title="Importar envíos"
        breadcrumb={{ href: '/dashboard/lotes', label: 'Lotes' }}
        description="Sube un CSV con un envío por fila. Revisamos cada fila y te mostramos el costo antes de cobrar nada."
        actions={
          <a className="btn" href="/api/dashboard/batches/template" download data-testid="template-link">
            <Icon name="download" width={16} height={16} aria-hidden="true" /> Descargar plantilla CSV
          </a>
        }
      />
      <ImportFlow choices={choices} />
    </>
  );
}
