// The order's weight adjustments (docs/billing.md): what was declared and what the provider measured, the amount charged
// or credited, the state and, for a charge, until when it can be disputed. Each links to its page (/dashboard/ajustes/[id]).
import Link from 'next/link';
import { formatDateTime, formatPesos } from '@/app/(dashboard)/_lib/format';
import { Badge, Card } from '@/app/_components/ui';
import { adjustmentStatusLabels, adjustmentStatusTones, amountKindLabel, chargeableLabel, figuresLabel } from '@/lib/adjustments/labels';
import type { AdjustmentBody } from '@/lib/adjustments/schemas';

export function AdjustmentsCard({ adjustments }: { adjustments: AdjustmentBody[] }) {
  if (adjustments.length === 0) return null;
  return (
    <Card title="Ajustes de peso" description="Mediciones del proveedor que recalcularon el costo del envío.">
      <div data-testid="order-adjustments">
        {adjustments.map((a) => (
          <section key={a.id} className="card-body" aria-label={`Ajuste ${a.providerReference}`}>
            <div className="copy-row">
              <Link href={`/dashboard/ajustes/${a.id}`} className="item-name">
                {amountKindLabel(a.amount)} de {formatPesos(Math.abs(a.amount))}
              </Link>
              <Badge tone={adjustmentStatusTones[a.status]}>{adjustmentStatusLabels[a.status]}</Badge>
            </div>
            <dl className="dl">
              <dt>Declarado</dt>
              <dd>
                {figuresLabel(a.declared)} ({chargeableLabel(a.declaredChargeableWeightKg)})
              </dd>
              <dt>Medido</dt>
              <dd>
                {figuresLabel(a.measured)} ({chargeableLabel(a.measuredChargeableWeightKg)})
              </dd>
              <dt>Costo</dt>
              <dd>
                {formatPesos(a.previousTotal)} → {formatPesos(a.newTotal)}
              </dd>
              <dt>Medido el</dt>
              <dd>{formatDateTime(a.measuredAt)}</dd>
              {a.disputeDeadlineAt && (
                <>
                  <dt>Disputar hasta</dt>
                  <dd>{formatDateTime(a.disputeDeadlineAt)}</dd>
                </>
              )}
              {a.photoUrl && (
                <>
                  <dt>Foto</dt>
                  <dd>
                    <a href={a.photoUrl} target="_blank" rel="noopener noreferrer nofollow">
                      Ver foto del proveedor
                    </a>
                  </dd>
                </>
              )}
            </dl>
          </section>
        ))}
      </div>
    </Card>
  );
}
