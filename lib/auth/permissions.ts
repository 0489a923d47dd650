// What each dashboard role may do: the one table every page, server action, dashboard endpoint and export checks
// on the server (lib/http/session.ts requireOrgAction / requireOrgPermission) and the UI reads to hide what a role
// cannot do. Roles as shipping teams split the work (docs/dashboard.md, "Roles"):
//   owner       everything, including members and ownership
//   admin       everything but ownership
//   operations  orders, batches, labels, returns, pickups, manifests; no keys, webhooks or billing
//   finance     billing, ledger and exports; reads orders
//   developer   API keys, webhooks, request logs; reads orders
//   viewer      reads orders, billing, keys, webhooks and logs; changes nothing
import type { MembershipRole } from '@/db/schema';

export const permissions = [
  'orders:read', // orders, batches, manifests, tracking, order exports
  'orders:write', // create, cancel, returns, batches, purchases, manifests, pickups, sandbox advance
  'billing:read', // balance, ledger and its export
  'billing:manage', // low-balance threshold
  'keys:read',
  'keys:manage',
  'webhooks:read',
  'webhooks:manage',
  'logs:read', // the API request log
  'settings:manage', // branding, recipient notifications, organization settings (2FA requirement)
  'carriers:manage', // the organization's own carrier accounts (Paqueterías): credentials, on/off, removal
  'members:read',
  'members:manage', // invite, re-send, revoke, change roles (not to or from owner), remove
  'audit:read',
  'ownership:manage', // make or demote owners
] as const;
export type Permission = (typeof permissions)[number];

const everything = new Set<Permission>(permissions);
const grants: Record<MembershipRole, ReadonlySet<Permission>> = {
  owner: everything,
  admin: new Set(permissions.filter((p) => p !== 'ownership:manage')),
  operations: new Set<Permission>(['orders:read', 'orders:write']),
  finance: new Set<Permission>(['orders:read', 'billing:read', 'billing:manage']),
  developer: new Set<Permission>(['orders:read', 'keys:read', 'keys:manage', 'webhooks:read', 'webhooks:manage', 'logs:read']),
  viewer: new Set<Permission>(['orders:read', 'billing:read', 'keys:read', 'webhooks:read', 'logs:read', 'members:read']),
};

export function can(role: MembershipRole, permission: Permission): boolean {
  return grants[role].has(permission);
}

/** The Spanish refusal for a role that lacks `permission` (server actions, endpoints and the pages that land on it). */
export const forbiddenMessage = 'Tu rol en esta organización no permite esta operación.';
