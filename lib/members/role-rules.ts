// Who may give or take which role: members:manage for every role but owner; making, demoting or removing an
// owner needs ownership:manage (lib/auth/permissions.ts). The last owner is protected where it is changed
// (manage-members.ts), with the owners' rows locked.
import type { MembershipRole } from '@/db/schema';
import { can } from '@/lib/auth/permissions';
import { DomainError } from '@/lib/platform/errors/domain-error';

/** Whether `actorRole`, allowed to manage members, may give `role`: every role but owner, owner with ownership:manage. */
export const mayGiveRole = (actorRole: MembershipRole, role: MembershipRole): boolean =>
  role !== 'owner' || can(actorRole, 'ownership:manage');

export function assertMayGrant(actorRole: MembershipRole, role: MembershipRole): void {
  if (!can(actorRole, 'members:manage'))
    throw new DomainError('forbidden', 'Tu rol no permite administrar los miembros de la organización.');
  if (!mayGiveRole(actorRole, role)) {
    throw new DomainError('forbidden', 'Solo un propietario puede nombrar a otro propietario.');
  }
}

export function assertMayChangeOwner(actorRole: MembershipRole): void {
  if (!can(actorRole, 'ownership:manage'))
    throw new DomainError('forbidden', 'Solo un propietario puede cambiar el rol de otro propietario o quitarlo.');
}

export const LAST_OWNER_MESSAGE = 'La organización se quedaría sin propietario: nombra antes a otro propietario.';
