// The orders page's filter form: one search box (reference, order id, guide, tracking number, recipient, phone,
// email, postal code), status, service and Mexico City days. A plain GET form: works without JavaScript.
import Link from 'next/link';
import { serviceOptions, statusOptions } from '@/app/(dashboard)/_lib/display-labels';
import type { OrdersFilter } from '@/lib/orders/orders-page-filter';

export function OrdersFilters({ filter, filtered }: { filter: OrdersFilter; filtered: boolean }) {
  return (
    <form className="filters" method="get" action="/dashboard/orders" role="search" aria-label="Buscar y filtrar pedidos">
      <div className="field field-grow">
        <label htmlFor="q">Buscar</label>
        <input
          id="q"
          name="q"
          type="search"
          className="input"
          defaultValue={filter.q ?? ''}
          maxLength={100}
          placeholder="Referencia, guía, rastreo, destinatario, teléfono, correo o C.P."
          aria-describedby="q-hint"
        />
        <span id="q-hint" className="visually-hidden">
          Busca por referencia, id del pedido, número de guía o de rastreo, nombre, teléfono o correo del destinatario y código postal de
          destino.
        </span>
      </div>
      <div className="field">
        <label htmlFor="status">Estado</label>
        <select id="status" name="status" className="select" defaultValue={filter.status ?? ''}>
          <option value="">Todos</option>
          {statusOptions.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="service">Servicio</label>
        <select id="service" name="service" className="select" defaultValue={filter.service ?? ''}>
          <option value="">Todos</option>
          {serviceOptions.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="from">Desde</label>
        <input id="from" name="from" type="date" className="input" defaultValue={filter.from ?? ''} />
      </div>
      <div className="field">
        <label htmlFor="to">Hasta</label>
        <input id="to" name="to" type="date" className="input" defaultValue={filter.to ?? ''} />
      </div>
      <div className="filter-actions">
        <button type="submit" className="btn btn-primary">
          Filtrar
        </button>
        {filtered && (
          <Link href="/dashboard/orders" className="btn">
            Limpiar
          </Link>
        )}
      </div>
    </form>
  );
}
