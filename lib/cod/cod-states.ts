// The one table of a COD collection's moves (docs/cod.md "The lifecycle"): which codStatus may follow which, and the
// Spanish names people read. Every writer of cod_collections.status (the collection report, the lost sweep, the
// remittance match, the payout) asks canMoveCod or assertCodMove before it writes, or guards its SQL update with
// codStatusesThatMayBecome (`status = any(...)`).
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { CodStatus } from '@/model/cod';

export type { CodStatus };

/** From each state, the states it may move to. pending is the order with isCod and no collection row. */
export const codTransitions: Record<CodStatus, readonly CodStatus[]> = {
  pending: ['collected', 'refused'],
  collected: ['remitted', 'lost'],
  // a collection flagged lost is still matched by a later remittance
  lost: ['remitted'],
  remitted: ['paid_out'],
  paid_out: [],
  refused: [],
};

export const codStatusLabels: Record<CodStatus, string> = {
  pending: 'Por cobrar',
  collected: 'Cobrado',
  remitted: 'Remitido',
  paid_out: 'Pagado',
  refused: 'Rechazado',
  lost: 'Extraviado',
};

/** The states that may move to `to` (derived from codTransitions): the status guard of a writer's SQL. */
export function codStatusesThatMayBecome(to: CodStatus): CodStatus[] {
  return (Object.keys(codTransitions) as CodStatus[]).filter((from) => codTransitions[from].includes(to));
}

export function canMoveCod(from: CodStatus, to: CodStatus): boolean {
  return codTransitions[from].includes(to);
}

/** 409 conflict, in Spanish, when `from` may not become `to`. */
export function assertCodMove(from: CodStatus, to: CodStatus, orderLabel: string): void {
  if (canMoveCod(from, to)) return;
  throw new DomainError(
    'conflict',
    `El cobro contra entrega del pedido ${orderLabel} está en estado ${codStatusLabels[from]} y no puede pasar a ${codStatusLabels[to]}.`,
  );
}
