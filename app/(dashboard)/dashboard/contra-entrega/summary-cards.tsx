// The COD counters (lib/cod/cod-summary.ts) as the page's cards: each a count and its amount, and a link to the list
// filtered by that state (the discrepancies: the section below).
import Link from 'next/link';
import type { CodSummary } from '@/lib/cod/cod-summary';
import { formatCount, formatPesos } from '@/app/(dashboard)/_lib/format';
import styles from './cod.module.css';
import { BASE } from './filter';

type Card = { key: keyof Omit<CodSummary, 'overdueAfterDays'>; label: string; href: string; danger?: boolean };

export function SummaryCards({ summary }: { summary: CodSummary }) {
  const cards: Card[] = [
    { key: 'pending', label: 'Por cobrar', href: `${BASE}?status=pending` },
    { key: 'collected', label: 'Cobrado sin remitir', href: `${BASE}?status=collected` },
    { key: 'remitted', label: 'Remitido sin pagar', href: `${BASE}?status=remitted` },
    { key: 'paidOut', label: 'Pagado', href: `${BASE}?status=paid_out` },
    { key: 'discrepancies', label: 'Diferencias por resolver', href: '#diferencias', danger: summary.discrepancies.count > 0 },
    {
      key: 'overdue',
      label: `Sin remitir tras ${summary.overdueAfterDays} días`,
      href: `${BASE}?status=collected`,
      danger: summary.overdue.count > 0,
    },
    { key: 'refused', label: 'Rechazado', href: `${BASE}?status=refused` },
    { key: 'lost', label: 'Extraviado', href: `${BASE}?status=lost`, danger: summary.lost.count > 0 },
  ];
  return (
    <div className={`stats ${styles.stats}`} data-testid="cod-summary">
      {cards.map((c) => (
        <div key={c.key} className="card stat" data-testid={`cod-stat-${c.key}`}>
          <Link href={c.href} className="label">
            {c.label}
          </Link>
          <span className={c.danger ? 'value danger' : 'value'}>{formatCount(summary[c.key].count)}</span>
          <span className="foot">{formatPesos(summary[c.key].amount)}</span>
        </div>
      ))}
    </div>
  );
}
