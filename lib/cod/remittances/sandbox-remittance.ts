// The sandbox's remittance file (issue 35 point 6, docs/modes.md): the CSV the provider would send for the sandbox
// COD orders collected on a day (Mexico City) and not yet remitted, so the whole loop runs under `npm run dev`:
// the simulator collects, `npm run cli -- cod:sandbox-remittance 2026-11-27 --out remesa.csv` writes the file, and
// `npm run cli -- cod:import-remittance remesa.csv` (or POST /api/v1/cod/remittances) imports and pays it. The
// reference names the day and the guides it holds, so a later file of the same day (orders collected since) is a
// new remittance and the same file imported again is a duplicate. Test mode only (docs/modes.md): a live organization
// buying from the sandbox has a real balance, and a simulated remittance would credit it with money nobody paid.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { isCalendarDate, mexicoCityDayEnd, mexicoCityDayStart } from '@/lib/platform/time/mexico-city';

export type SandboxRemittance = { reference: string; lineCount: number; totalCentavos: number; csv: string };

const amount = (centavos: number) => `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

export async function writeSandboxRemittance(db: DbOrTx, { day }: { day: string }): Promise<SandboxRemittance> {
  if (!isCalendarDate(day)) throw new DomainError('validation_error', `La fecha debe ser AAAA-MM-DD (recibido: ${day}).`);
  const rows = await db.execute<{ tracking: string; centavos: string }>(sql`
    select o.provider_tracking_number as tracking, c.collected_centavos as centavos
    from cod_collections c join orders o on o.id = c.order_id join organizations org on org.id = o.organization_id
    where org.mode = 'test' and o.provider = 'sandbox' and c.status = 'collected' and o.provider_tracking_number is not null
      and c.collected_at >= ${mexicoCityDayStart(day).toISOString()}::timestamptz and c.collected_at <= ${mexicoCityDayEnd(day).toISOString()}::timestamptz
    order by c.collected_at, o.provider_tracking_number`);
  const digest = createHash('sha256')
    .update(rows.map((r) => r.tracking).join('\n'))
    .digest('hex')
    .slice(0, 8)
    .toUpperCase();
  const reference = `SBX-REM-${day.replace(/-/g, '')}-${digest}`;
  const lines = rows.map((r) => `${r.tracking},${amount(Number(r.centavos))},${day},${reference}`);
  return {
    reference,
    lineCount: rows.length,
    totalCentavos: rows.reduce((sum, r) => sum + Number(r.centavos), 0),
    csv: ['guia,monto,fecha_cobro,referencia_remesa', ...lines].join('\n') + '\n',
  };
}
