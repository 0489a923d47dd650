// The Spanish words of the COD page and its CSV (docs/cod.md): a discrepancy's state and a remittance line's outcome,
// and the badge tone of each state on the page.
// The collection states' names live with their moves (lib/cod/cod-states.ts codStatusLabels).
import type { CodDiscrepancyStatus, CodStatus, RemittanceLineOutcome } from '@/model/cod';

export const codDiscrepancyLabels: Record<CodDiscrepancyStatus, string> = {
  open: 'Por resolver',
  accepted: 'Monto cobrado aceptado',
  claimed: 'Reclamo abierto',
};

export const remittanceOutcomeLabels: Record<RemittanceLineOutcome, string> = {
  matched: 'Conciliada',
  amount_differs: 'Monto distinto',
  unknown_guide: 'Guía desconocida',
  not_collected: 'Aún sin cobro',
  already_remitted: 'Ya remitida',
};

type Tone = 'green' | 'red' | 'amber' | 'blue' | 'teal' | 'gray' | 'violet';

export const remittanceOutcomeTones: Record<RemittanceLineOutcome, Tone> = {
  matched: 'green',
  amount_differs: 'amber',
  unknown_guide: 'red',
  not_collected: 'amber',
  already_remitted: 'gray',
};

export const codStatusTones: Record<CodStatus, Tone> = {
  pending: 'gray',
  collected: 'blue',
  remitted: 'teal',
  paid_out: 'green',
  refused: 'red',
  lost: 'red',
};

export const codDiscrepancyTones: Record<CodDiscrepancyStatus, Tone> = { open: 'amber', accepted: 'green', claimed: 'violet' };
