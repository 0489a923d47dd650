// The audit log's filters as the page's form and the CSV link send them (search parameters, one value each), read
// once for both (app/(dashboard)/dashboard/auditoria and app/api/dashboard/exports/audit): values that cannot be right
// are dropped, days are Mexico City calendar days (no daylight saving time since 2022: -06:00 all year).
import type { AuditActorType } from '@/db/schema';
import type { AuditAction } from './actions';
import { isAuditAction, isAuditActorType, type AuditLogFilter } from './list-audit-logs';
import { MEXICO_CITY_OFFSET } from '@/lib/platform/time/mexico-city';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type AuditSearch = {
  actorType: AuditActorType | null;
  actor: string | null;
  action: AuditAction | null;
  from: string | null;
  to: string | null;
};

export function readAuditSearch(params: Record<string, string | string[] | undefined>): AuditSearch {
  const one = (name: string): string | null => {
    const raw = params[name];
    return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;
  };
  const day = (name: string) => {
    const v = one(name);
    return v && DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00${MEXICO_CITY_OFFSET}`)) ? v : null;
  };
  const actorType = one('actorType');
  const action = one('action');
  return {
    actorType: isAuditActorType(actorType) ? actorType : null,
    actor: one('actor')?.slice(0, 100) ?? null,
    action: isAuditAction(action) ? action : null,
    from: day('from'),
    to: day('to'),
  };
}

export const isAuditFiltered = (s: AuditSearch) => Boolean(s.actorType || s.actor || s.action || s.from || s.to);

export function toAuditFilter(organizationId: string, s: AuditSearch): AuditLogFilter {
  return {
    organizationId,
    actorType: s.actorType,
    actor: s.actor,
    action: s.action,
    from: s.from ? new Date(`${s.from}T00:00:00${MEXICO_CITY_OFFSET}`) : null,
    to: s.to ? new Date(`${s.to}T23:59:59.999${MEXICO_CITY_OFFSET}`) : null,
  };
}
