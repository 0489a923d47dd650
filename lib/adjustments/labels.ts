// Spanish names of an adjustment's states and figures, for the dashboard and the guides.
import type { AdjustmentStatus } from '@/model/money';
import type { AdjustmentBody } from './schemas';

export const adjustmentStatusLabels: Record<AdjustmentStatus, string> = {
  open: 'Abierto',
  disputed: 'En disputa',
  accepted: 'Disputa aceptada',
  rejected: 'Disputa rechazada',
};

export const adjustmentStatusTones: Record<AdjustmentStatus, 'blue' | 'amber' | 'green' | 'red'> = {
  open: 'blue',
  disputed: 'amber',
  accepted: 'green',
  rejected: 'red',
};

const kg = (n: number) => `${n.toLocaleString('es-MX', { maximumFractionDigits: 2 })} kg`;

/** "2 kg · 30 × 20 × 15 cm" */
export function figuresLabel(f: AdjustmentBody['declared']): string {
  const d = f.dimensionsCm;
  const cm = (n: number) => n.toLocaleString('es-MX', { maximumFractionDigits: 1 });
  return `${kg(f.weightKg)} · ${cm(d.length)} × ${cm(d.width)} × ${cm(d.height)} cm`;
}

export const chargeableLabel = (n: number) => `${kg(n)} cobrables`;

/** What the amount means for the balance: "Cargo", "Abono" or "Sin cambio". */
export function amountKindLabel(amount: number): string {
  return amount > 0 ? 'Cargo' : amount < 0 ? 'Abono' : 'Sin cambio';
}
