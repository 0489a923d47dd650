// The bank file of COD payout batches (docs/cod.md "Payout"): one transfer line per organization batch (beneficiary,
// CLABE, amount in pesos with two decimals, reference, concept) and a last line with the total, written by the one CSV
// writer (lib/platform/csv/stream-csv.ts: BOM, formula guard). The CLABE is written as plain digits, not as
// spreadsheet text: the file is for the bank's import, which reads the cell as it is.
import { type CsvColumn, csvStream } from '@/lib/platform/csv/stream-csv';
import type { PayoutBatchBody } from './payout-batches';

type Line = { beneficiary: string; clabe: string; amount: string; reference: string; concept: string };

const columns: CsvColumn<Line>[] = [
  { header: 'Beneficiario', value: (l) => l.beneficiary },
  { header: 'CLABE', value: (l) => l.clabe },
  { header: 'Monto', value: (l) => l.amount },
  { header: 'Referencia', value: (l) => l.reference },
  { header: 'Concepto', value: (l) => l.concept },
];

const amount = (pesos: number) => pesos.toFixed(2);

export function payoutFileLines(batches: readonly PayoutBatchBody[]): Line[] {
  const lines: Line[] = batches.map((b) => ({
    beneficiary: b.beneficiary ?? '',
    clabe: b.clabe ?? '',
    amount: amount(b.total),
    reference: b.reference,
    concept: `Cobros contra entrega, ${b.orderCount} ${b.orderCount === 1 ? 'pedido' : 'pedidos'}`,
  }));
  const totalCentavos = batches.reduce((sum, b) => sum + Math.round(b.total * 100), 0);
  const transfers = batches.length;
  lines.push({
    beneficiary: 'Total',
    clabe: '',
    amount: amount(totalCentavos / 100),
    reference: '',
    concept: `${transfers} ${transfers === 1 ? 'transferencia' : 'transferencias'}`,
  });
  return lines;
}

/** The bank file of `batches` (exported ones: they carry the account), as a byte stream. */
export function payoutFileStream(batches: readonly PayoutBatchBody[]): ReadableStream<Uint8Array> {
  async function* rows() {
    yield* payoutFileLines(batches);
  }
  return csvStream(rows(), columns);
}

/** The whole bank file as text (the CLI writes it to a file). */
export async function payoutFileText(batches: readonly PayoutBatchBody[]): Promise<string> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let text = '';
  const reader = payoutFileStream(batches).getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) text += decoder.decode(next.value, { stream: true });
  return text + decoder.decode();
}

/** The file's name: pagos-contra-entrega-<reference>.csv for one batch. */
export const payoutFileName = (batches: readonly PayoutBatchBody[]): string =>
  batches.length === 1 ? `pagos-contra-entrega-${batches[0].reference}.csv` : 'pagos-contra-entrega.csv';
