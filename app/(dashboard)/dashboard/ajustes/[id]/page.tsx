// One weight adjustment (docs/billing.md "Disputes"): declared and measured figures, the amount, its state and dispute
// deadline, the provider's photo, the evidence (scale photos of the order and its batch, photos sent with the dispute),
// and for a charge still open the two-click dispute ("Disputar" -> "Enviar disputa"); then the dispute and its decision.
// Organization and role are checked here (orders:read to see it) and by the API the form posts to (orders:write).
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatDateTime, formatPesos } from '@/app/(dashboard)/_lib/format';
import { Badge, Card, PageHeader } from '@/app/_components/ui';
import { adjustmentStatusLabels, adjustmentStatusTones, amountKindLabel, chargeableLabel, figuresLabel } from '@/lib/adjustments/labels';
import { can } from '@/lib/auth/permissions';
import { getDisputedAdjustment } from '@/lib/disputes/disputed-adjustment-body';
import type { DisputedAdjustment } from '@/lib/disputes/schemas';
import { MAX_DISPUTE_PHOTOS, MAX_EVIDENCE_PHOTO_MB } from '@/lib/evidence/limits';
import { requireOrgPermission } from '@/lib/http/session';
import { getDb } from '@/lib/platform/db';
import { DomainError } from '@/lib/platform/errors/domain-error';
import styles from './ajuste.module.css';
import { DisputeFlow } from './dispute-flow';

export const metadata: Metadata = { title: 'Ajuste de peso' };

const photoKindLabel = { scale: 'Báscula', dispute: 'Disputa' } as const;

function Evidence({ adjustment }: { adjustment: DisputedAdjustment }) {
  if (adjustment.evidence.length === 0) {
    return <p className="muted">Sin fotos: ni de báscula al crear el pedido ni enviadas con una disputa.</p>;
  }
  return (
    <ul className={styles.photos} data-testid="evidence-photos">
      {adjustment.evidence.map((p, i) => {
        const label = `${photoKindLabel[p.kind as keyof typeof photoKindLabel] ?? p.kind} ${i + 1}`;
        return (
          <li key={p.id}>
            <a className={styles.photo} href={p.url} target="_blank" rel="noopener">
              <img src={p.url} alt={`Foto de evidencia: ${label}`} width={p.width} height={p.height} loading="lazy" />
              <span>{label}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export default async function AdjustmentPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requireOrgPermission('orders:read');
  const { id } = await params;
  let adjustment: DisputedAdjustment;
  try {
    adjustment = await getDisputedAdjustment(getDb(), { organizationId: session.organizationId, id });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') notFound();
    throw error;
  }
  const a = adjustment;
  const deadline = a.disputeDeadlineAt ? new Date(a.disputeDeadlineAt) : null;
  const windowOpen = a.status === 'open' && a.amount > 0 && deadline !== null && deadline.getTime() > Date.now();
  const mayDispute = windowOpen && can(session.role, 'orders:write');
  const title = a.internalReference || a.trackingNumber || `Pedido ${a.orderId.slice(0, 8)}`;

  return (
    <>
      <PageHeader
        breadcrumb={{ href: '/dashboard/ajustes', label: 'Ajustes de peso' }}
        title={
          <span className="inline-title">
            Ajuste de {title}
            <Badge tone={adjustmentStatusTones[a.status]}>{adjustmentStatusLabels[a.status]}</Badge>
          </span>
        }
        description={`Medido el ${formatDateTime(a.measuredAt)} · referencia del proveedor ${a.providerReference}`}
      />
      <Card title="Medición" id="medicion">
        <dl className="dl card-body" data-testid="adjustment-summary">
          <dt>Pedido</dt>
          <dd>
            <Link href={`/dashboard/orders/${a.orderId}`}>{title}</Link>
          </dd>
          <dt>Declarado</dt>
          <dd>
            {figuresLabel(a.declared)} ({chargeableLabel(a.declaredChargeableWeightKg)})
          </dd>
          <dt>Medido</dt>
          <dd>
            {figuresLabel(a.measured)} ({chargeableLabel(a.measuredChargeableWeightKg)})
          </dd>
          <dt>Costo del envío</dt>
          <dd>
            {formatPesos(a.previousTotal)} → {formatPesos(a.newTotal)}
          </dd>
          <dt>{amountKindLabel(a.amount)}</dt>
          <dd data-testid="adjustment-amount">{formatPesos(Math.abs(a.amount))}</dd>
          {a.disputeDeadlineAt && (
            <>
              <dt>Disputar hasta</dt>
              <dd>{formatDateTime(a.disputeDeadlineAt)}</dd>
            </>
          )}
          {a.photoUrl && (
            <>
              <dt>Foto del proveedor</dt>
              <dd>
                <a href={a.photoUrl} target="_blank" rel="noopener noreferrer nofollow">
                  Ver foto del proveedor
                </a>
              </dd>
            </>
          )}
        </dl>
      </Card>
      <Card
        title="Evidencia"
        id="evidencia"
        description="Fotos del paquete en la báscula al crear el pedido o comprar su lote, y las enviadas con la disputa."
      >
        <div className="card-body">
          <Evidence adjustment={a} />
        </div>
      </Card>
      {a.disputedAt && (
        <Card title="Disputa" id="disputa">
          <dl className="dl card-body" data-testid="dispute-summary">
            <dt>Enviada el</dt>
            <dd>{formatDateTime(a.disputedAt)}</dd>
            {a.disputeDeclared && (
              <>
                <dt>Medidas declaradas</dt>
                <dd>{figuresLabel(a.disputeDeclared)}</dd>
              </>
            )}
            {a.disputeComment && (
              <>
                <dt>Comentario</dt>
                <dd>{a.disputeComment}</dd>
              </>
            )}
            <dt>Decisión</dt>
            <dd data-testid="dispute-decision">
              {a.decidedAt
                ? `${adjustmentStatusLabels[a.status]} el ${formatDateTime(a.decidedAt)}${a.decisionReason ? `: ${a.decisionReason}` : ''}`
                : 'Pendiente: el proveedor revisa tu evidencia.'}
            </dd>
            {a.status === 'accepted' && (
              <>
                <dt>Reembolso</dt>
                <dd>{formatPesos(a.amount)} abonados a tu saldo</dd>
              </>
            )}
          </dl>
        </Card>
      )}
      {mayDispute && (
        <DisputeFlow
          adjustmentId={a.id}
          declared={a.declared}
          maxPhotos={MAX_DISPUTE_PHOTOS}
          maxPhotoMb={MAX_EVIDENCE_PHOTO_MB}
          scalePhotos={a.evidence.filter((p) => p.kind === 'scale').length}
        />
      )}
      {windowOpen && !mayDispute && <p className="muted">Tu rol en esta organización no permite disputar ajustes.</p>}
    </>
  );
}
