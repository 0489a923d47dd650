// A role permission beyond the operation's scope for a dashboard session calling /api/v1 (lib/http/api-route.ts):
// a session's role is read as scopes (lib/api-keys/role-scopes.ts), which is coarser than the role table for a few
// operations. The COD operations (docs/cod.md) are finance's: a session needs billing:manage (owner, admin,
// finance), not only billing:read (a viewer holds that). A key is judged by its scopes alone.
import { can, forbiddenMessage, type Permission } from '@/lib/auth/permissions';
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { ApiCaller } from './authenticate-caller';

/** 403 forbidden with the roles' Spanish refusal when a session's role lacks `permission`; keys pass. */
export function requireSessionPermission(auth: ApiCaller, permission: Permission): void {
  if (auth.kind === 'session' && !can(auth.session.role, permission)) throw new DomainError('forbidden', forbiddenMessage);
}
