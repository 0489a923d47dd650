// A balance below zero as every place shows it (issue 34: "-$35.00", the low-balance email saying purchases are
// blocked) and the billing page's address (statement month, kind filter) read back from its own links.
import { describe, expect, it } from 'vitest';
import { billingHref, readBillingSearch } from '@/app/(dashboard)/dashboard/billing/billing-search';
import { recentMonths, statementMonthLabel } from '@/lib/billing/statement-months';
import { emailLinks } from '@/lib/email/brand';
import { renderEmail } from '@/lib/email/render';
import { resetConfigCache } from '@/lib/platform/config';
import { csvPesos, formatCentavos, formatMxn } from '@/lib/platform/money/format';

describe('a negative balance', () => {
  it('reads -$35.00 on pages, -$35.00 MXN on the statement PDF and -35 in a CSV cell', () => {
    expect(formatCentavos(-3_500)).toBe('-$35.00');
    expect(formatMxn(-3_500)).toBe('-$35.00 MXN');
    expect(formatMxn(-123_456)).toBe('-$1,234.56 MXN');
    expect(formatMxn(3_500)).toBe('$35.00 MXN');
    expect(csvPesos(-3_500)).toBe(-35);
  });

  it('the low-balance email says the balance is negative and purchases are blocked', async () => {
    process.env.PUBLIC_URL = 'https://envios.example.com/';
    resetConfigCache();
    const brand = { name: 'Tienda Ñandú', logoUrl: null, color: '#7c2d12' };
    const data = { balanceCentavos: -3_500, thresholdCentavos: 50_000, billingUrl: 'https://envios.example.com/dashboard/billing' };
    const out = await renderEmail('low-balance', { data, brand, links: emailLinks() });
    expect(out.subject).toBe('Saldo negativo en Tienda Ñandú: -$35.00');
    expect(out.text).toContain('Tu saldo es negativo');
    expect(out.text).toContain('Las compras de guías están bloqueadas hasta que una recarga cubra la diferencia.');
    const low = await renderEmail('low-balance', { data: { ...data, balanceCentavos: 1_000 }, brand, links: emailLinks() });
    expect(low.subject).toBe('Saldo bajo en Tienda Ñandú: $10.00');
  });
});

describe('the billing page address', () => {
  const now = new Date('2026-11-28T18:00:00Z');

  it('keeps the statement month and the kind filter through its links, and drops values it would never send', () => {
    const search = readBillingSearch({ month: '2026-08', kind: 'adjustment' }, now);
    expect(search).toEqual({ month: '2026-08', kind: 'adjustment' });
    const href = billingHref(search, { cursor: 'c2', stack: '' }, now);
    expect(href).toBe('/dashboard/billing?month=2026-08&kind=adjustment&cursor=c2&stack=');
    expect(readBillingSearch(Object.fromEntries(new URL(href, 'http://x').searchParams), now)).toEqual(search);
    expect(readBillingSearch({ month: '2027-01', kind: 'credit' }, now)).toEqual({ month: '2026-11', kind: null });
    expect(billingHref({ month: '2026-11', kind: null }, {}, now)).toBe('/dashboard/billing');
  });

  it('offers the months in Mexico City time, newest first, in Spanish', () => {
    // 1 Dec 2026 03:00 UTC is still 30 November in Mexico City
    expect(recentMonths(3, new Date('2026-12-01T03:00:00Z'))).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(recentMonths(2, new Date('2026-01-15T12:00:00Z'))).toEqual(['2026-01', '2025-12']);
    expect(statementMonthLabel('2026-08')).toBe('agosto de 2026');
  });
});
