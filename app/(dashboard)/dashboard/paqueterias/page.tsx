// Paqueterías (carriers:manage): every carrier the organization can hold an account with, what it can do, the account
// in use (its own, or the one the platform provides) and the form that saves its credentials after the carrier
// accepts them. The accounts belong to the live organization; test mode always ships with the sandbox (docs/modes.md).
import type { Metadata } from 'next';
import { EmptyState, PageHeader } from '@/app/_components/ui';
import { listCarrierAccounts } from '@/lib/carriers/carrier-accounts';
import { carrierCatalog } from '@/lib/carriers/carrier-catalog';
import { requireOrgPermission } from '@/lib/http/session';
import { getDb } from '@/lib/platform/db';
import { deleteCarrierAccountAction, saveCarrierAccountAction, setCarrierAccountEnabledAction } from './actions';
import { CarrierCard } from './carrier-card';

export const metadata: Metadata = { title: 'Paqueterías' };

export default async function CarriersPage() {
  const session = await requireOrgPermission('carriers:manage');
  const accounts = await listCarrierAccounts(getDb(), { organizationId: session.membership.organizationId });
  const catalog = carrierCatalog();
  const actions = { save: saveCarrierAccountAction, toggle: setCarrierAccountEnabledAction, remove: deleteCarrierAccountAction };
  return (
    <>
      <PageHeader
        title="Paqueterías"
        description="Conecta tus propias cuentas de paqueterías para cotizar y enviar con tus tarifas. Las credenciales se validan con la paquetería antes de guardarse, se guardan cifradas y nunca se vuelven a mostrar: solo sus últimos 4 caracteres. En modo de prueba los envíos usan siempre el sandbox."
      />
      {catalog.length === 0 ? (
        <EmptyState icon="box" title="Sin paqueterías disponibles">
          Por ahora los envíos usan el proveedor de la plataforma.
        </EmptyState>
      ) : (
        <div className="stack-lg">
          {catalog.map((entry) => {
            const account = accounts.find((a) => a.carrier === entry.name);
            return (
              <CarrierCard
                key={entry.name}
                entry={entry}
                own={account?.source === 'organization' ? account : null}
                platformProvides={account?.source === 'platform'}
                actions={actions}
              />
            );
          })}
        </div>
      )}
    </>
  );
}
