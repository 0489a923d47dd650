// The overview's chart row: shipments per day and closing balance per day (30 days), each with a text summary and
// its data table, and the average time from creation to delivery.
import { formatCentavos, formatCount } from '@/app/(dashboard)/_lib/format';
import type { OverviewCharts } from '@/lib/organizations/overview-charts';
import { formatChartDay } from '@/lib/platform/time/format';
import { Card } from '@/app/_components/ui';
import { ChartDataTable } from './chart-data-table';
import { BalanceChart, ShipmentsChart, type ChartDay } from './charts';

const dayLabel = formatChartDay;

/** "2 días 4 h", "5 h", "35 min" */
export function formatDuration(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  const days = Math.floor(hours / 24);
  const rest = Math.round(hours - days * 24);
  if (days === 0) return `${rest} h`;
  return rest ? `${days} ${days === 1 ? 'día' : 'días'} ${rest} h` : `${days} ${days === 1 ? 'día' : 'días'}`;
}

/** `showBalance`: only for roles that may read billing (lib/auth/permissions.ts). */
export function ChartCards({ charts, showBalance }: { charts: OverviewCharts; showBalance: boolean }) {
  const days: ChartDay[] = charts.days;
  const total = days.reduce((acc, d) => acc + d.shipments, 0);
  const busiest = days.reduce((best, d) => (d.shipments > best.shipments ? d : best), days[0]);
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <div className="grid-2">
      <Card title="Envíos por día" description="Últimos 30 días, hora de la Ciudad de México">
        <div className="card-body stack-sm">
          <p className="muted text-sm" data-testid="chart-shipments-summary">
            {total === 0
              ? 'Sin envíos en los últimos 30 días.'
              : `${formatCount(total)} envíos en 30 días; el día con más fue el ${dayLabel(busiest.day)} (${formatCount(busiest.shipments)}).`}
          </p>
          <ShipmentsChart days={days} />
          <ChartDataTable
            caption="Envíos por día"
            rows={days}
            columns={[
              { header: 'Día', cell: (d) => dayLabel(d.day) },
              { header: 'Envíos', cell: (d) => formatCount(d.shipments), numeric: true },
            ]}
          />
        </div>
      </Card>
      {showBalance && (
        <Card title="Saldo al cierre de cada día" description="Últimos 30 días">
          <div className="card-body stack-sm">
            <p className="muted text-sm" data-testid="chart-balance-summary">
              {`Del ${dayLabel(first.day)} (${formatCentavos(first.balanceCentavos)}) al ${dayLabel(last.day)} (${formatCentavos(last.balanceCentavos)}).`}
            </p>
            <BalanceChart days={days} />
            <ChartDataTable
              caption="Saldo al cierre de cada día"
              rows={days}
              columns={[
                { header: 'Día', cell: (d) => dayLabel(d.day) },
                { header: 'Saldo', cell: (d) => formatCentavos(d.balanceCentavos), numeric: true },
              ]}
            />
          </div>
        </Card>
      )}
    </div>
  );
}

export function DeliveryTimeStat({ charts }: { charts: OverviewCharts }) {
  return (
    <div className="card stat" data-testid="stat-delivery-time">
      <span className="label">Tiempo promedio de entrega (30 días)</span>
      <span className="value">{charts.averageDeliveryHours === null ? '—' : formatDuration(charts.averageDeliveryHours)}</span>
      <span className="foot">
        {charts.deliveredInWindow === 0
          ? 'Sin entregas en 30 días'
          : `de la creación a la entrega · ${formatCount(charts.deliveredInWindow)} entregados`}
      </span>
    </div>
  );
}
