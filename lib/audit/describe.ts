// What a person reads about an audit entry (the page and the CSV share it): the action's Spanish label, the
// actor type's and the target type's names, and the summary as one line of text ("campo: antes → después").
// The stored entry keeps machine codes (`order.cancelled`, `orders:read`, `admin`, `in_transit`); every code a
// summary holds is shown here by its Spanish label, through the one label table of its kind.
import type { AuditActorType } from '@/db/schema';
import { rollGraceLabels } from '@/lib/api-keys/roll-grace';
import { scopeLabels } from '@/lib/api-keys/scopes';
import { roleLabels } from '@/lib/auth/roles';
import { notificationEventTexts } from '@/lib/notifications/events';
import { formatPesosPlain } from '@/lib/platform/money/format';
import { eventDisplay, orderStatusDisplay } from '@/lib/orders/display-labels';
import { formatDateTime } from '@/lib/platform/time/format';
import { retryScheduleLabels } from '@/lib/webhooks/retry-schedule';
import { auditActionLabels } from './actions';

export const auditActorTypeLabels: Record<AuditActorType, string> = {
  user: 'Usuario',
  api_key: 'Clave de API',
  cli: 'CLI',
  system: 'Sistema',
};

/** What an entry is about (`audit_logs.target_type`). */
export const auditTargetTypeLabels: Record<string, string> = {
  api_key: 'Clave de API',
  webhook: 'Webhook',
  organization: 'Organización',
  order: 'Envío',
  member: 'Miembro',
  user: 'Usuario',
  invitation: 'Invitación',
  batch: 'Lote',
  manifest: 'Cierre',
  pickup: 'Recolección',
};

export function auditActionLabel(action: string): string {
  return (auditActionLabels as Record<string, string>)[action] ?? action;
}

export function auditTargetTypeLabel(targetType: string): string {
  return auditTargetTypeLabels[targetType] ?? targetType;
}

const fieldLabels: Record<string, string> = {
  name: 'nombre',
  prefix: 'prefijo',
  scopes: 'permisos',
  expiresAt: 'expira',
  url: 'URL',
  events: 'eventos',
  active: 'activo',
  retrySchedule: 'reintentos',
  brandName: 'nombre de marca',
  whiteLabelEnabled: 'marca propia',
  logo: 'logotipo',
  brandColor: 'color de marca',
  rateLimitPerHour: 'límite por hora',
  amountCentavos: 'monto',
  balanceAfterCentavos: 'saldo después',
  thresholdCentavos: 'umbral',
  description: 'descripción',
  status: 'estado',
  reason: 'motivo',
  refundedCentavos: 'reembolso',
  reference: 'referencia',
  guideNumber: 'guía',
  returnGuideNumber: 'guía de retorno',
  grace: 'plazo',
  graceSeconds: 'plazo (s)',
  since: 'desde',
  until: 'hasta',
  deliveries: 'entregas',
  automatic: 'automático',
  failingSince: 'fallando desde',
  previousExpiresAt: 'anterior expira',
  role: 'rol',
  email: 'correo',
  revokedSessions: 'sesiones cerradas',
  endedSessions: 'sesiones cerradas',
  method: 'con',
  newDevice: 'navegador nuevo',
  platformAdmin: 'administrador de plataforma',
  invitationId: 'invitación',
  resentCount: 'reenvíos',
  emailEnabled: 'avisos por correo',
  messageEnabled: 'avisos por SMS o WhatsApp',
  senderName: 'remitente',
  replyTo: 'responder a',
  date: 'fecha',
  window: 'horario',
  orders: 'envíos',
  origin: 'origen',
  manifestId: 'cierre',
  rows: 'filas',
  quotedTotal: 'total cotizado',
  carrier: 'paquetería',
  carrierReference: 'confirmación de la paquetería',
  cancelledAtCarrier: 'cancelada con la paquetería',
};

// a sign-in's `method` (lib/account/sign-in.ts)
const signInMethods: Record<string, string> = {
  password: 'contraseña',
  totp: 'contraseña y código de la aplicación',
  recovery: 'contraseña y código de recuperación',
};

const notificationEventLabels: Record<string, string> = Object.fromEntries(
  Object.entries(notificationEventTexts).map(([event, text]) => [event, text.label]),
);

/** The label tables of the fields that hold codes; a code missing from its table is shown as stored. */
const codeLabels: Record<string, Record<string, string>> = {
  method: signInMethods,
  scopes: scopeLabels,
  role: roleLabels,
  status: orderStatusDisplay,
  // webhook event kinds (webhook.*) and the recipient's notice events (notifications.updated) do not overlap
  events: { ...notificationEventLabels, ...eventDisplay },
  retrySchedule: retryScheduleLabels,
  grace: rollGraceLabels,
};

const dateFields = new Set(['expiresAt', 'previousExpiresAt', 'failingSince', 'since', 'until']);

function value(v: unknown, key: string): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return v ? 'sí' : 'no';
  if (typeof v === 'number' && key.endsWith('Centavos')) return formatPesosPlain(v / 100);
  if (typeof v === 'number' && key === 'quotedTotal') return formatPesosPlain(v);
  if (Array.isArray(v)) return v.map((item) => value(item, key)).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  const text = String(v);
  const labels = codeLabels[key];
  if (labels && Object.hasOwn(labels, text)) return labels[text];
  if (dateFields.has(key) && typeof v === 'string') {
    const date = new Date(v);
    if (!Number.isNaN(date.getTime())) return formatDateTime(date);
  }
  return text;
}

const label = (key: string) => fieldLabels[key] ?? key;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The summary as text: before/after pairs as "campo: antes → después", other fields as "campo: valor". */
export function describeAuditSummary(summary: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, v] of Object.entries(summary)) {
    if (key === 'before' || key === 'after') continue;
    parts.push(`${label(key)}: ${value(v, key)}`);
  }
  // a change of one value (an email address, a switch) is stored as before/after values, not objects
  if (('before' in summary || 'after' in summary) && !isRecord(summary.before) && !isRecord(summary.after)) {
    parts.push(`${value(summary.before, '')} → ${value(summary.after, '')}`);
    return parts.join('; ');
  }
  const before = isRecord(summary.before) ? summary.before : {};
  const after = isRecord(summary.after) ? summary.after : {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  for (const key of keys) {
    if (key in before && key in after) parts.push(`${label(key)}: ${value(before[key], key)} → ${value(after[key], key)}`);
    else if (key in after) parts.push(`${label(key)}: ${value(after[key], key)}`);
    else parts.push(`${label(key)} (antes): ${value(before[key], key)}`);
  }
  return parts.join('; ');
}
