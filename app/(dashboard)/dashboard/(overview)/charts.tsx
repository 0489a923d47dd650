'use client';
// The overview's recharts charts (SVG, no eval: fine under the page CSP of proxy.ts). The drawing is hidden from
// assistive technology; each chart card carries a text summary and its data as a table (chart-data-table.tsx).
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCentavos, formatCount } from '@/app/(dashboard)/_lib/format';

export type ChartDay = { day: string; shipments: number; balanceCentavos: number };

const BRAND = '#0f766e';
const AXIS = '#526077';
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const tick = { fill: AXIS, fontSize: 12 };

export function ShipmentsChart({ days }: { days: ChartDay[] }) {
  return (
    <div className="chart" aria-hidden="true" data-testid="chart-shipments">
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={tick} interval="preserveStartEnd" minTickGap={18} />
          <YAxis allowDecimals={false} tick={tick} width={48} />
          <Tooltip
            formatter={(value) => [formatCount(Number(value)), 'Envíos']}
            labelFormatter={(label) => shortDay(String(label))}
            cursor={{ fill: '#f1f5f9' }}
          />
          <Bar dataKey="shipments" fill={BRAND} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function BalanceChart({ days }: { days: ChartDay[] }) {
  return (
    <div className="chart" aria-hidden="true" data-testid="chart-balance">
      <ResponsiveContainer width="100%" height={220}>
        <AreaChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={tick} interval="preserveStartEnd" minTickGap={18} />
          <YAxis tick={tick} width={72} tickFormatter={(v: number) => formatCentavos(v).replace(/\.00$/, '')} />
          <Tooltip
            formatter={(value) => [formatCentavos(Number(value)), 'Saldo al cierre']}
            labelFormatter={(label) => shortDay(String(label))}
          />
          <Area type="stepAfter" dataKey="balanceCentavos" stroke={BRAND} fill="#ccfbf1" strokeWidth={2} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
