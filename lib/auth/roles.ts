// Dashboard roles per organization: their Spanish names and descriptions. What each may do is in
// lib/auth/permissions.ts.
import type { MembershipRole } from '@/db/schema';

export const roleLabels: Record<MembershipRole, string> = {
  owner: 'Propietario',
  admin: 'Administrador',
  operations: 'Operaciones',
  finance: 'Finanzas',
  developer: 'Desarrollador',
  viewer: 'Solo lectura',
};

export const roleDescriptions: Record<MembershipRole, string> = {
  owner: 'Todo, incluidos los miembros y la propiedad de la organización.',
  admin: 'Todo menos la propiedad de la organización.',
  operations: 'Envíos, lotes, guías, devoluciones y recolecciones; sin claves ni webhooks.',
  finance: 'Saldo, movimientos y exportaciones; consulta envíos.',
  developer: 'Claves de API, webhooks y registros; consulta envíos.',
  viewer: 'Consulta sin cambiar nada.',
};
