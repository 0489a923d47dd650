// The platform's carriers (platform admins only): the platform-wide account of each carrier, used by every
// organization without its own, and each organization's margin over carrier cost (docs/carriers.md).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Card, PageHeader } from '@/app/_components/ui';
import { CarrierCard } from '@/app/(dashboard)/dashboard/paqueterias/carrier-card';
import { listCarrierAccounts } from '@/lib/carriers/carrier-accounts';
import { carrierCatalog } from '@/lib/carriers/carrier-catalog';
import { listOrganizationMargins } from '@/lib/carriers/carrier-margin';
import { requireDashboardPage } from '@/lib/http/session';
import { config } from '@/lib/platform/config';
import { getDb } from '@/lib/platform/db';
import { deletePlatformCarrierAccountAction, savePlatformCarrierAccountAction, setPlatformCarrierAccountEnabledAction } from './actions';
import { MarginForm } from './margin-form';

export const metadata: Metadata = { title: 'Paqueterías de la plataforma' };

const MARGIN_ROWS = 100;

export default async function PlatformCarriersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { user } = await requireDashboardPage();
  // Not a platform admin: the area does not exist for them (404, nothing revealed).
  if (!user.isPlatformAdmin) notFound();
  const { q } = await searchParams;
  const search = typeof q === 'string' ? q.trim().slice(0, 120) : '';
  const [accounts, margins] = await Promise.all([
    listCarrierAccounts(getDb(), { organizationId: null }),
    listOrganizationMargins(getDb(), { search, limit: MARGIN_ROWS }),
  ]);
  const defaultBasisPoints = config().CARRIER_MARGIN_BASIS_POINTS;
  const actions = {
    save: savePlatformCarrierAccountAction,
    toggle: setPlatformCarrierAccountEnabledAction,
    remove: deletePlatformCarrierAccountAction,
  };
  return (
    <>
      <PageHeader
        title="Paqueterías de la plataforma"
        breadcrumb={{ href: '/dashboard/admin', label: 'Administración' }}
        description="La cuenta de la plataforma con cada paquetería la usan todas las organizaciones que no conectaron la suya. Las credenciales se validan con la paquetería antes de guardarse y se guardan cifradas."
      />
      <div className="stack-lg">
        {carrierCatalog().map((entry) => (
          <CarrierCard
            key={entry.name}
            entry={entry}
            own={accounts.find((a) => a.carrier === entry.name) ?? null}
            platformProvides={false}
            actions={actions}
          />
        ))}
        <Card
          title="Margen sobre el costo de la paquetería"
          description={`El precio al cliente es el costo de la paquetería más este margen. Vacío: el margen general (${(defaultBasisPoints / 100).toLocaleString('es-MX')} %, CARRIER_MARGIN_BASIS_POINTS).`}
        >
          <form className="card-body row-actions" method="get">
            <label htmlFor="margin-search" className="visually-hidden">
              Buscar organización
            </label>
            <input id="margin-search" name="q" className="input" defaultValue={search} placeholder="Buscar organización" maxLength={120} />
            <button type="submit" className="btn btn-sm">
              Buscar
            </button>
          </form>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Organización</th>
                  <th scope="col">Margen (%)</th>
                </tr>
              </thead>
              <tbody>
                {margins.map((org) => (
                  <tr key={org.id} data-org-id={org.id}>
                    <td>{org.name}</td>
                    <td>
                      <MarginForm organization={org} defaultBasisPoints={defaultBasisPoints} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {margins.length === MARGIN_ROWS && (
            <p className="card-body muted">Se muestran las primeras {MARGIN_ROWS}; busca por nombre para ver otras.</p>
          )}
        </Card>
      </div>
    </>
  );
}
