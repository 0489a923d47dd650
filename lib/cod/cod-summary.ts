// The organization's COD counters (GET /api/v1/cod/summary and the cards of /dashboard/contra-entrega): how many COD
// orders, and how much, are in each collection state, the open discrepancies, and the collections older than
// COD_LOST_AFTER_DAYS days still waiting for the provider's remittance (the lost sweep flags them; docs/cod.md).
// One pass over the organization's COD orders left-joined to their collections.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { config } from '@/lib/platform/config';

const counter = (description: string) =>
  z.object({ count: z.number().int(), amount: z.number().meta({ description: 'MXN' }) }).meta({ description });

export const codSummarySchema = z.object({
  pending: counter('Por cobrar: pedidos contra entrega sin cobro reportado (sin los cancelados); monto a cobrar'),
  collected: counter('Cobrados por la paquetería y aún no remitidos por el proveedor; monto cobrado'),
  remitted: counter('Remitidos por el proveedor y aún no pagados a la organización (pago por transferencia pendiente)'),
  paidOut: counter('Pagados a la organización (saldo o transferencia); monto pagado, neto de comisión descontada'),
  refused: counter('El destinatario no pagó; monto que se iba a cobrar'),
  lost: counter('Cobrados y no remitidos a tiempo, marcados para reclamo; monto cobrado'),
  discrepancies: counter('Diferencias de cobro por resolver; amount es la suma de las diferencias (cobrado menos esperado)'),
  overdue: counter('Cobrados hace más de overdueAfterDays días y aún no remitidos; monto cobrado'),
  overdueAfterDays: z.number().int().meta({ description: 'Días tras el cobro a partir de los cuales un cobro se considera atrasado' }),
});
export type CodSummary = z.infer<typeof codSummarySchema>;

type Row = Record<
  `${'pending' | 'collected' | 'remitted' | 'paid_out' | 'refused' | 'lost' | 'discrepancies' | 'overdue'}_${'n' | 'c'}`,
  string
>;

export async function codSummary(db: DbOrTx, input: { organizationId: string; now?: Date }): Promise<CodSummary> {
  const days = config().COD_LOST_AFTER_DAYS;
  const now = (input.now ?? new Date()).toISOString();
  const collectedAmount = sql`coalesce(c.collected_centavos, c.expected_centavos)`;
  const pair = (name: string, where: ReturnType<typeof sql>, amount: ReturnType<typeof sql>) =>
    sql`count(*) filter (where ${where}) as ${sql.raw(`${name}_n`)}, coalesce(sum(${amount}) filter (where ${where}), 0)::text as ${sql.raw(`${name}_c`)}`;
  const [row] = await db.execute<Row>(sql`
    select
      ${pair('pending', sql`c.order_id is null and o.status <> 'cancelled'`, sql`o.cod_amount_centavos`)},
      ${pair('collected', sql`c.status = 'collected'`, collectedAmount)},
      ${pair('remitted', sql`c.status = 'remitted'`, sql`c.remitted_centavos`)},
      ${pair('paid_out', sql`c.status = 'paid_out'`, sql`c.paid_out_centavos`)},
      ${pair('refused', sql`c.status = 'refused'`, sql`c.expected_centavos`)},
      ${pair('lost', sql`c.status = 'lost'`, collectedAmount)},
      ${pair('discrepancies', sql`c.discrepancy_status = 'open'`, sql`c.discrepancy_centavos`)},
      ${pair('overdue', sql`c.status = 'collected' and c.collected_at < ${now}::timestamptz - make_interval(days => ${days}::int)`, collectedAmount)}
    from orders o left join cod_collections c on c.order_id = o.id
    where o.organization_id = ${input.organizationId}::uuid and o.is_cod`);
  const read = (name: string) => ({
    count: Number(row[`${name}_n` as keyof Row]),
    amount: Number(row[`${name}_c` as keyof Row]) / 100,
  });
  return {
    pending: read('pending'),
    collected: read('collected'),
    remitted: read('remitted'),
    paidOut: read('paid_out'),
    refused: read('refused'),
    lost: read('lost'),
    discrepancies: read('discrepancies'),
    overdue: read('overdue'),
    overdueAfterDays: days,
  };
}
