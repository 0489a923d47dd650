// Auditoría: who changed what in the organization (lib/audit), newest first, with filters (actor, action, date
// range), keyset paging and a CSV export of the current filters. Owners and admins only (audit:read).
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/platform/db';
import { listAuditLogs } from '@/lib/audit/list-audit-logs';
import { isAuditFiltered, readAuditSearch, toAuditFilter } from '@/lib/audit/parse-filter';
import { requireOrgPermission } from '@/lib/http/session';
import { decodeCursor } from '@/lib/platform/pagination/cursor';
import { readPageStack, writePageStack } from '@/lib/platform/pagination/page-stack';
import { Pager } from '@/app/_components/pager';
import { Alert, Card, EmptyState, PageHeader } from '@/app/_components/ui';
import { isStaleCursor, staleLinkMessage } from '@/lib/platform/pagination/stale-link';
import { AuditFilters, auditHref, ExportAuditLink } from './audit-filters';
import { AuditTable } from './audit-table';

export const metadata: Metadata = { title: 'Auditoría' };

const PAGE_SIZE = 25;

type SearchParams = Record<string, string | string[] | undefined>;

export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await requireOrgPermission('audit:read');
  const params = await searchParams;
  const search = readAuditSearch(params);
  const rawCursor = typeof params.cursor === 'string' ? params.cursor : null;
  const cursor = decodeCursor(rawCursor);
  // An edited or stale page link: say so instead of quietly showing the first page under "Página 3".
  const problem = isStaleCursor(rawCursor) ? staleLinkMessage('la auditoría') : null;
  const stack = problem ? [] : readPageStack(params.stack);
  const page = problem
    ? { rows: [], nextCursor: null }
    : await listAuditLogs(getDb(), { ...toAuditFilter(session.organizationId, search), cursor, limit: PAGE_SIZE });
  const link = (c: string | null, s: string[]) => {
    const extra: Record<string, string> = {};
    if (c) extra.cursor = c;
    const written = writePageStack(s);
    if (written !== null) extra.stack = written;
    return auditHref(search, extra);
  };
  const previous = stack.length ? link(stack[stack.length - 1] || null, stack.slice(0, -1)) : null;
  const next = page.nextCursor ? link(page.nextCursor, [...stack, cursor ? rawCursor! : '']) : null;
  const filtered = isAuditFiltered(search);

  return (
    <>
      <PageHeader
        title="Auditoría"
        description="Quién cambió qué en tu organización, y quién inició sesión: claves, webhooks, marca, miembros, saldo y cancelaciones, desde el panel, la API o la CLI."
        actions={<ExportAuditLink search={search} />}
      />
      <Card>
        <AuditFilters search={search} />
        {problem ? (
          <div className="card-body">
            <Alert tone="error">
              {problem} <Link href={auditHref(search, {})}>Ir a la primera página</Link>
            </Alert>
          </div>
        ) : page.rows.length === 0 ? (
          <EmptyState
            icon="list"
            title={filtered || cursor ? 'Sin resultados' : 'Todavía no hay cambios registrados'}
            action={
              filtered ? (
                <Link href="/dashboard/auditoria" className="btn">
                  Ver todo el registro
                </Link>
              ) : undefined
            }
          >
            {filtered || cursor ? 'Ningún cambio coincide con estos filtros.' : 'Aquí aparece cada cambio en cuanto se guarda.'}
          </EmptyState>
        ) : (
          <AuditTable rows={page.rows} />
        )}
        <Pager page={stack.length + 1} previous={previous} next={next} />
      </Card>
    </>
  );
}
