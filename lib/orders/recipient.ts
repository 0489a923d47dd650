// Who receives an order, as people read it (dashboard list and detail, CSV export, label): the order's
// receiverName / receiverPhone when the sender gave them, otherwise the delivery address's contact, which every
// order has. The API's `receiver_name` / `receiver_phone` fields stay what was sent (docs/api/orders.md).
import { sql, type SQL } from 'drizzle-orm';

type Who = { name?: string | null; phone?: string | null };
type Contact = { contactName: string; contactPhone: string };

export function recipientOf(who: Who, deliveryAddress: Contact): { name: string; phone: string } {
  return { name: who.name || deliveryAddress.contactName, phone: who.phone || deliveryAddress.contactPhone };
}

/** The same rule in SQL over the orders table's columns (`alias.` prefix when the row comes from a CTE). */
export function recipientNameSql(alias?: string): SQL {
  const t = sql.raw(alias ? `${alias}.` : '');
  return sql`coalesce(nullif(${t}receiver_name, ''), ${t}delivery_address->>'contactName')`;
}

export function recipientPhoneSql(alias?: string): SQL {
  const t = sql.raw(alias ? `${alias}.` : '');
  return sql`coalesce(nullif(${t}receiver_phone, ''), ${t}delivery_address->>'contactPhone')`;
}
