// "Nuevo envío": one order from the dashboard (issue 39.3). The form quotes every enabled carrier at once (POST
// /api/v1/quotes), shows the options side by side with the cheapest and the fastest marked and the carriers left out
// with their reasons, and buys the chosen option (POST /api/v1/orders with carrier and service and an
// Idempotency-Key), then opens the new order. The origin starts from the last order's pickup address.
import type { Metadata } from 'next';
import { getDb } from '@/lib/platform/db';
import { requireOrgPermission } from '@/lib/http/session';
import { lastPickupAddress } from '@/lib/orders/last-pickup-address';
import { PageHeader } from '@/app/_components/ui';
import { AddressFields } from './address-fields';
import { NewShipment } from './new-shipment';
import { PackageFields } from './package-fields';
import { ScalePhotoField } from './scale-photo-field';

export const metadata: Metadata = { title: 'Nuevo envío' };

export default async function NewShipmentPage() {
  const session = await requireOrgPermission('orders:write');
  const origin = await lastPickupAddress(getDb(), { organizationId: session.organizationId });
  return (
    <>
      <PageHeader
        title="Nuevo envío"
        breadcrumb={{ href: '/dashboard/orders', label: 'Pedidos' }}
        description="Llena los datos del envío, compara las opciones de cada paquetería y compra la que prefieras. No se cobra nada hasta que compras."
      />
      <NewShipment>
        <AddressFields
          prefix="origin"
          legend="Origen (recolección)"
          defaults={origin}
          hint={origin ? 'Es la dirección de recolección de tu último pedido; cámbiala si envías desde otro lugar.' : undefined}
        />
        <AddressFields prefix="destination" legend="Destino" />
        <PackageFields />
        <ScalePhotoField />
      </NewShipment>
    </>
  );
}
