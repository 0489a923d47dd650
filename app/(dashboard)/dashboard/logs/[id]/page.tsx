// One logged API request: what was asked and answered, the headers that identify it, and for a failed
// request the first 2 KB of both bodies as the log keeps them (secrets redacted, lib/request-log/redact.ts).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/platform/db';
import { requireOrgPermission } from '@/lib/http/session';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { getRequestLog } from '@/lib/request-log/list-request-logs';
import type { RequestLogDetail } from '@/lib/request-log/schemas';
import { formatDateTime } from '@/app/(dashboard)/_lib/format';
import { CopyButton } from '@/app/_components/copy-button';
import { Badge, Card, PageHeader } from '@/app/_components/ui';
import { statusTone } from '../logs-filter';

export const metadata: Metadata = { title: 'Solicitud' };

/** JSON indented for reading; anything else (malformed or cut at 2 KB) as it was kept. */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function BodyCard({ title, body }: { title: string; body: string | null }) {
  return (
    <Card title={title}>
      <div className="card-body">
        {/* a long body scrolls: focusable, with a name, so a keyboard user can scroll it (axe scrollable-region-focusable) */}
        {body ? (
          <pre className="payload" data-testid={title} tabIndex={0} role="region" aria-label={title}>
            {pretty(body)}
          </pre>
        ) : (
          <p className="muted">Sin cuerpo.</p>
        )}
      </div>
    </Card>
  );
}

export default async function LogPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requireOrgPermission('logs:read');
  const { id } = await params;
  let log: RequestLogDetail;
  try {
    log = await getRequestLog(getDb(), { organizationId: session.organizationId, id });
  } catch (error) {
    // A malformed id (400 in the API) names nothing here either.
    if (error instanceof DomainError && (error.code === 'not_found' || error.code === 'validation_error')) notFound();
    throw error;
  }
  const failed = log.status >= 400;

  return (
    <>
      <PageHeader
        breadcrumb={{ href: '/dashboard/logs', label: 'Registros' }}
        title={
          <span className="inline-title">
            <code>{log.method}</code> {log.pathTemplate ?? log.path}
            <Badge tone={statusTone(log.status)}>{log.status}</Badge>
          </span>
        }
        description={
          <>
            {formatDateTime(log.createdAt)} · {log.durationMs} ms
          </>
        }
        actions={<CopyButton value={log.requestId} label="Copiar X-Request-Id" copiedLabel="X-Request-Id copiado" />}
      />
      <div className="stack-lg">
        <div className="grid-2 align-start">
          <Card title="Solicitud">
            <div className="card-body">
              <dl className="dl">
                <dt>X-Request-Id</dt>
                <dd>
                  <code data-testid="request-id">{log.requestId}</code>
                </dd>
                <dt>Ruta</dt>
                <dd>
                  <code>
                    {log.path}
                    {log.query ? `?${log.query}` : ''}
                  </code>
                </dd>
                {log.pathTemplate && (
                  <>
                    <dt>Operación</dt>
                    <dd>
                      <code>{log.pathTemplate}</code>
                    </dd>
                  </>
                )}
                <dt>Estado</dt>
                <dd>
                  {log.status}
                  {log.errorCode ? (
                    <>
                      {' '}
                      · <code>{log.errorCode}</code>
                    </>
                  ) : null}
                </dd>
                <dt>Duración</dt>
                <dd>{log.durationMs} ms</dd>
                <dt>Clave</dt>
                <dd>{log.apiKeyName ?? '—'}</dd>
                <dt>IP</dt>
                <dd>{log.ip ?? '—'}</dd>
              </dl>
            </div>
          </Card>
          <Card title="Encabezados">
            <div className="card-body">
              <dl className="dl">
                <dt>Authorization</dt>
                <dd>{log.apiKeyName ? <>Bearer · clave «{log.apiKeyName}»</> : '—'}</dd>
                <dt>User-Agent</dt>
                <dd>{log.userAgent ?? '—'}</dd>
                <dt>X-Request-Id</dt>
                <dd>
                  <code>{log.requestId}</code>
                </dd>
                <dt>X-Error-Code</dt>
                <dd>{log.errorCode ? <code>{log.errorCode}</code> : '—'}</dd>
              </dl>
            </div>
          </Card>
        </div>
        {failed ? (
          <div className="grid-2 align-start">
            <BodyCard title="Cuerpo enviado" body={log.requestBody} />
            <BodyCard title="Respuesta de error" body={log.responseBody} />
          </div>
        ) : (
          <p className="muted">
            Los cuerpos solo se guardan para las solicitudes fallidas (estado 400 o mayor), con secretos y números de tarjeta ocultos.
          </p>
        )}
      </div>
    </>
  );
}
