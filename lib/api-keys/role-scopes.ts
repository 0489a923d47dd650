// The dashboard roles (lib/auth/permissions.ts) read as API key scopes: one table for both directions.
//   - a signed-in session calling /api/v1 holds the scopes its role grants (lib/http/authenticate-caller.ts);
//   - a member creating, editing or rolling a key may give it only the scopes its role grants for a write, and '*'
//     only when the role grants every scope (owner, admin): a developer (keys:manage, no carriers:manage) cannot
//     mint a carriers:manage key. The platform operator (the admin CLI, cli/) names no role and is not restricted.
import type { MembershipRole } from '@/db/schema';
import { can, type Permission } from '@/lib/auth/permissions';
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { ApiScope } from './scopes';

/**
 * The permission a session needs for a scope, to read (GET, HEAD) and to change. The API has no webhooks:read
 * scope (webhooks:manage also reads), so a role that may see webhooks reads what a webhooks:manage key reads.
 */
export const sessionScopeGrants: Record<Exclude<ApiScope, '*'>, { read: Permission; write: Permission }> = {
  'orders:read': { read: 'orders:read', write: 'orders:read' },
  'orders:write': { read: 'orders:write', write: 'orders:write' },
  'tracking:read': { read: 'orders:read', write: 'orders:read' },
  'webhooks:manage': { read: 'webhooks:read', write: 'webhooks:manage' },
  'logs:read': { read: 'logs:read', write: 'logs:read' },
  'billing:read': { read: 'billing:read', write: 'billing:read' },
  'carriers:manage': { read: 'carriers:manage', write: 'carriers:manage' },
};

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The scopes a session of `role` holds for a request of `method` (never '*'). */
export function sessionScopes(role: MembershipRole, method: string): ApiScope[] {
  const grants = Object.entries(sessionScopeGrants) as [Exclude<ApiScope, '*'>, { read: Permission; write: Permission }][];
  return grants.filter(([, needs]) => can(role, isRead(method) ? needs.read : needs.write)).map(([scope]) => scope);
}

/** The scopes `role` may give a key: those it holds for a write, and '*' when that is every scope. */
export function grantableScopes(role: MembershipRole): ApiScope[] {
  const held = sessionScopes(role, 'POST');
  return held.length === Object.keys(sessionScopeGrants).length ? [...held, '*'] : held;
}

/** The scopes among `scopes` that `role` may not give a key. */
export function scopesBeyondRole(role: MembershipRole, scopes: readonly string[]): string[] {
  const grantable: readonly string[] = grantableScopes(role);
  return scopes.filter((s) => !grantable.includes(s));
}

/** Refuses (403, naming them) the scopes among `scopes` that `role` may not give a key. */
export function checkScopesGrantable(role: MembershipRole, scopes: readonly string[]): void {
  const beyond = scopesBeyondRole(role, scopes);
  if (beyond.length === 0) return;
  throw new DomainError(
    'forbidden',
    beyond.includes('*')
      ? 'Tu rol no puede dar a una clave el permiso * (todos los permisos): solo los propietarios y administradores lo tienen. Elige los permisos que tu rol tiene.'
      : `Tu rol no puede dar a una clave ${beyond.length === 1 ? 'el permiso' : 'los permisos'} ${beyond.join(', ')}: una clave solo puede tener permisos que tu rol tiene.`,
  );
}
