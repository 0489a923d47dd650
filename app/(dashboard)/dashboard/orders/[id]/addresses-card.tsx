// The pickup and delivery addresses of an order.
import { Card } from '@/app/_components/ui';
import { streetLine } from '@/lib/orders/address-line';
import type { OrderDetail } from '@/lib/orders/schemas';
import styles from './order-detail.module.css';

function AddressBlock({ address }: { address: OrderDetail['delivery_address'] | OrderDetail['pickup_address'] }) {
  return (
    <address className={styles.address}>
      <strong>{address.contact_name}</strong>
      <span>
        {streetLine({ street: address.street, exteriorNumber: address.exterior_number, interiorNumber: address.interior_number })}
      </span>
      <span>
        {address.neighborhood}, {address.city}
      </span>
      <span>
        {address.state}, C.P. {address.postal_code}
      </span>
      <span className="muted">
        {address.contact_phone}
        {address.email ? ` · ${address.email}` : ''}
      </span>
      {'delivery_instructions' in address && address.delivery_instructions && (
        <span className="muted">Indicaciones: {address.delivery_instructions}</span>
      )}
    </address>
  );
}

export function AddressesCard({ order }: { order: OrderDetail }) {
  return (
    <Card title="Direcciones">
      <div className="card-body grid-2 roomy">
        <div>
          <h3 className={`muted ${styles.addressTitle}`}>Recolección</h3>
          <AddressBlock address={order.pickup_address} />
        </div>
        <div>
          <h3 className={`muted ${styles.addressTitle}`}>Entrega</h3>
          <AddressBlock address={order.delivery_address} />
        </div>
      </div>
    </Card>
  );
}
