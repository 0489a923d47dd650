// The operator's look at the bank's callbacks (issue 41, docs/payments.md "The bank"): the deposits returned to their
// payer and the callbacks refused, which credit nobody and wait for someone to read them.
import { bankReview } from '@/lib/payments/deposits/operator-review';
import { CliError } from '../args';
import type { Command } from './types';

export const bankReviewCommand: Command = {
  usage: 'bank:review [--days N] [--limit N]',
  description: 'Lista las transferencias devueltas y los avisos del banco rechazados (firma inválida, cuerpo ilegible, clave repetida)',
  help: {
    options: [
      ['--days N', 'Solo los de los últimos N días (7 por omisión)'],
      ['--limit N', 'Cuántos de cada lista, los más recientes (50 por omisión)'],
    ],
    examples: ['npm run cli -- bank:review --days 1', 'npm run cli -- bank:review --json'],
    notes: 'Ninguno de ellos abonó saldo. El cuerpo completo de cada aviso rechazado queda en la tabla bank_callback_rejections.',
  },
  async run({ db, flags }) {
    const days = Number(flags.optional('days') ?? '7');
    const limit = Number(flags.optional('limit') ?? '50');
    flags.done();
    if (!Number.isInteger(days) || days < 1 || days > 366) throw new CliError('--days debe ser un número entero de 1 a 366');
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new CliError('--limit debe ser un número entero de 1 a 1000');
    const review = await bankReview(db, { limit, since: new Date(Date.now() - days * 86_400_000) });
    const lines = [
      `Transferencias devueltas (${review.returned.length}):`,
      ...review.returned.map(
        (d) =>
          `  ${d.receivedAt}  ${d.trackingKey}  CLABE ${d.clabe}  $${d.amountText}  ${d.payerName ?? 'sin ordenante'}: devuelta (${d.returnCode ?? '?'}) ${d.returnReason ?? ''}`,
      ),
      `Avisos rechazados (${review.refused.length}):`,
      ...review.refused.map((r) => `  ${r.receivedAt}  ${r.reason}  desde ${r.clientAddress ?? 'dirección desconocida'}: ${r.bodyStart}`),
    ];
    return { json: review, text: lines.join('\n') };
  },
};
