// The platform's COD bank payouts (issue 35, docs/cod.md "Payout"): list the payout batches, export one for the bank
// (open -> exported: the CSV with its total) and mark it paid with the bank's reference (exported -> paid: its orders
// move to paid_out, order.cod_paid_out for each).
import { writeFile } from 'node:fs/promises';
import { listPayoutBatches, markPayoutBatchPaid, type PayoutBatchBody } from '@/lib/cod/payout-batches';
import { exportPayoutBatch } from '@/lib/cod/payout-batches';
import { payoutFileText } from '@/lib/cod/payout-file';
import { formatMxn } from '@/lib/platform/money/format';
import { codPayoutBatchStatuses, type CodPayoutBatchStatus } from '@/model/cod';
import { CliError } from '../args';
import { requireUuid } from './organizations';
import type { Command } from './types';

const statusLabels: Record<CodPayoutBatchStatus, string> = { open: 'abierto', exported: 'exportado', paid: 'pagado' };

const amountOf = (b: PayoutBatchBody) => formatMxn(Math.round(b.total * 100));

function batchLine(b: PayoutBatchBody): string {
  const account = b.clabe ? `, CLABE …${b.clabe.slice(-4)}` : '';
  const bank = b.bankReference ? `, transferencia ${b.bankReference}` : '';
  return `${b.id}  ${b.reference}  ${statusLabels[b.status]}  ${b.organizationName}: ${b.orderCount} pedidos por ${amountOf(b)}${account}${bank}`;
}

export const codPayoutBatches: Command = {
  usage: 'cod:payout-batches [--status open|exported|paid]',
  description: 'Lista los lotes de pago por transferencia de los cobros contra entrega, más recientes primero',
  help: {
    options: [['--status ESTADO', 'Solo los lotes open (acumulando cobros), exported (archivo generado) o paid (transferidos)']],
    examples: ['npm run cli -- cod:payout-batches --status open'],
  },
  async run({ db, flags }) {
    const status = flags.optional('status');
    flags.done();
    if (status !== undefined && !(codPayoutBatchStatuses as readonly string[]).includes(status)) {
      throw new CliError('--status debe ser open, exported o paid');
    }
    const batches = await listPayoutBatches(db, { status: status as CodPayoutBatchStatus | undefined });
    return {
      json: { data: batches },
      text: batches.length === 0 ? 'No hay lotes de pago.' : batches.map(batchLine).join('\n'),
    };
  },
};

export const codExportPayout: Command = {
  usage: 'cod:export-payout LOTE [--out ARCHIVO.csv]',
  description: 'Genera el archivo CSV del banco de un lote de pago (con su total) y lo cierra: open -> exported',
  help: {
    options: [['--out ARCHIVO.csv', 'Dónde escribir el CSV; sin él, se imprime']],
    examples: ['npm run cli -- cod:export-payout 5b7c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e --out pagos.csv'],
    notes:
      'Columnas: Beneficiario, CLABE, Monto, Referencia, Concepto, y una línea Total. Los cobros que se concilien después abren un lote nuevo. Exportar de nuevo un lote exportado genera el mismo archivo.',
  },
  async run({ db, flags }) {
    const batchId = requireUuid(flags.positional('el identificador del lote (cod:export-payout LOTE)'), 'lote');
    const out = flags.optional('out');
    flags.done();
    const batch = await exportPayoutBatch(db, { batchId });
    const csv = await payoutFileText([batch]);
    if (out) await writeFile(out, csv);
    const summary = `Lote ${batch.reference} exportado: ${batch.orderCount} pedidos por ${amountOf(batch)} a ${batch.beneficiary}`;
    return {
      json: { batch, ...(out ? { file: out } : { csv }) },
      text: out ? `${summary}; archivo en ${out}` : `${summary}\n${csv.replace(/^\uFEFF/, '').trimEnd()}`,
    };
  },
};

export const codMarkPayoutPaid: Command = {
  usage: 'cod:mark-payout-paid LOTE --reference REFERENCIA_DEL_BANCO',
  description: 'Marca pagado un lote exportado: sus pedidos pasan a paid_out y se avisa con order.cod_paid_out',
  help: {
    options: [['--reference REFERENCIA', 'La referencia de la transferencia que dio el banco (obligatoria)']],
    examples: ['npm run cli -- cod:mark-payout-paid 5b7c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e --reference SPEI-889911'],
    notes: 'Sin movimiento de saldo: el dinero fue a la cuenta bancaria. Marcar de nuevo un lote pagado no cambia nada.',
  },
  async run({ db, flags }) {
    const batchId = requireUuid(flags.positional('el identificador del lote (cod:mark-payout-paid LOTE)'), 'lote');
    const bankReference = flags.string('reference');
    flags.done();
    const result = await markPayoutBatchPaid(db, { batchId, bankReference });
    const { batch } = result;
    const text = result.alreadyPaid
      ? `El lote ${batch.reference} ya estaba pagado (transferencia ${batch.bankReference}); no se cambió nada.`
      : `Lote ${batch.reference} pagado (transferencia ${batch.bankReference}): ${result.paidOrders} pedidos en paid_out por ${amountOf(batch)}`;
    return { json: result as unknown as Record<string, unknown>, text };
  },
};
