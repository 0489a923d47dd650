// API key scopes (docs/api.md, authentication).
export const apiScopes = [
  'orders:read',
  'orders:write',
  'tracking:read',
  'webhooks:manage',
  'logs:read',
  'billing:read',
  'carriers:manage',
  '*',
] as const;
export type ApiScope = (typeof apiScopes)[number];

export const scopeLabels: Record<ApiScope, string> = {
  'orders:read': 'Leer pedidos y su estado',
  'orders:write': 'Crear, cancelar y modificar pedidos',
  'tracking:read': 'Leer rastreo y eventos de rastreo',
  'webhooks:manage': 'Crear, editar y eliminar webhooks',
  'logs:read': 'Leer el registro de solicitudes a la API',
  'billing:read': 'Leer y exportar los movimientos de saldo',
  'carriers:manage': 'Configurar las cuentas de paqueterías de la organización',
  '*': 'Todos los permisos',
};

export function isApiScope(value: string): value is ApiScope {
  return (apiScopes as readonly string[]).includes(value);
}

/** True when the key's scopes grant at least one of `required`. */
export function hasScope(granted: readonly string[], required: ApiScope | readonly ApiScope[]): boolean {
  if (granted.includes('*')) return true;
  const needed = typeof required === 'string' ? [required] : required;
  return needed.some((scope) => granted.includes(scope));
}
