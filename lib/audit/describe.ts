// What a person reads about an audit entry (the page and the CSV share it): the action's Spanish label, the
// actor type's name, and the summary as one line of text ("campo: antes → después").
import type { AuditActorType } from '@/db/schema';
import { auditActionLabels } from './actions';

export const auditActorTypeLabels: Record<AuditActorType, string> = {
  user: 'Usuario',
  api_key: 'Clave de API',
  cli: 'CLI',
  system: 'Sistema',
};

export function auditActionLabel(action: string): string {
  return (auditActionLabels as Record<string, string>)[action] ?? action;
}

const fieldLabels: Record<string, string> = {
  name: 'nombre', prefix: 'prefijo', scopes: 'permisos', expiresAt: 'expira', url: 'URL', events: 'eventos', active: 'activo',
  retrySchedule: 'reintentos', brandName: 'nombre de marca', whiteLabelEnabled: 'marca propia', logo: 'logotipo',
  rateLimitPerHour: 'límite por hora', amountCentavos: 'monto', balanceAfterCentavos: 'saldo después', description: 'descripción',
  status: 'estado', reason: 'motivo', refundedCentavos: 'reembolso', reference: 'referencia', guideNumber: 'guía',
  returnGuideNumber: 'guía de retorno', grace: 'plazo', graceSeconds: 'plazo (s)', since: 'desde', until: 'hasta',
  deliveries: 'entregas', automatic: 'automático', failingSince: 'fallando desde', previousExpiresAt: 'anterior expira',
  role: 'rol', email: 'correo', revokedSessions: 'sesiones cerradas', endedSessions: 'sesiones cerradas',
  method: 'con', newDevice: 'navegador nuevo', platformAdmin: 'administrador de plataforma',
};

// a sign-in's `method` (lib/account/sign-in.ts)
const signInMethods: Record<string, string> = {
  password: 'contraseña',
  totp: 'contraseña y código de la aplicación',
  recovery: 'contraseña y código de recuperación',
};

function value(v: unknown, key: string): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return v ? 'sí' : 'no';
  if (typeof v === 'number' && key.endsWith('Centavos')) return `$${(v / 100).toFixed(2)} MXN`;
  if (Array.isArray(v)) return v.map(String).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  if (key === 'method' && typeof v === 'string') return signInMethods[v] ?? v;
  return String(v);
}

const label = (key: string) => fieldLabels[key] ?? key;

/** The summary as text: before/after pairs as "campo: antes → después", other fields as "campo: valor". */
export function describeAuditSummary(summary: Record<string, unknown>): string {
  const parts: string[] = [];
  const before = (summary.before ?? {}) as Record<string, unknown>;
  const after = (summary.after ?? {}) as Record<string, unknown>;
  for (const [key, v] of Object.entries(summary)) {
    if (key === 'before' || key === 'after') continue;
    parts.push(`${label(key)}: ${value(v, key)}`);
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  for (const key of keys) {
    if (key in before && key in after) parts.push(`${label(key)}: ${value(before[key], key)} → ${value(after[key], key)}`);
    else if (key in after) parts.push(`${label(key)}: ${value(after[key], key)}`);
    else parts.push(`${label(key)} (antes): ${value(before[key], key)}`);
  }
  return parts.join('; ');
}
