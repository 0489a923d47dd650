// What the daily close made: the manifest (with its PDF) and the pickup's confirmation, or why the pickup is missing
// (then it can be asked again from Cierres del día, app/(dashboard)/dashboard/cierres).
import { formatCount } from '@/app/(dashboard)/_lib/format';
import { Icon } from '@/app/_components/icons';
import type { ManifestDetail } from '@/lib/manifests/schemas';
import type { PickupView } from '@/lib/pickups/schemas';
import { ManifestPdfLink } from './manifest-pdf-link';
import { weekdayDayLabel } from '@/lib/platform/time/format';

export type CloseResult = { manifest: ManifestDetail; pickup: PickupView | null; pickupError: string | null };

const dayLabel = weekdayDayLabel;

export function DailyCloseResult({ result, onClose }: { result: CloseResult; onClose: () => void }) {
  const { manifest, pickup, pickupError } = result;
  const count = `${formatCount(manifest.orderCount)} ${manifest.orderCount === 1 ? 'envío' : 'envíos'}`;
  return (
    <>
      <div className="dialog-body stack" data-testid="daily-close-result">
        <div className="alert alert-success" role="status">
          Manifiesto listo: {count} desde {manifest.pickupAddress.street} {manifest.pickupAddress.exteriorNumber}, C.P.{' '}
          {manifest.pickupAddress.postalCode}.
        </div>
        {pickup && (
          <p data-testid="pickup-confirmation">
            Recolección <strong>programada</strong> el {dayLabel(pickup.date)} de {pickup.timeWindow.start} a {pickup.timeWindow.end}.
            Número de confirmación: <code>{pickup.confirmationNumber}</code>.
          </p>
        )}
        {pickupError && (
          <div className="alert alert-warning" role="status">
            No se pudo solicitar la recolección: {pickupError} Puedes solicitarla después en{' '}
            <a href="/dashboard/cierres">Cierres del día</a>.
          </div>
        )}
        <ManifestPdfLink className="btn btn-primary" manifestId={manifest.id} testId="manifest-pdf">
          <Icon name="download" width={16} height={16} aria-hidden="true" /> Descargar manifiesto (PDF)
        </ManifestPdfLink>
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          Cerrar
        </button>
      </div>
    </>
  );
}
