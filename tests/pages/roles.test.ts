// The permission table (lib/auth/permissions.ts) against the roles as issue 18 defines them, written out here
// once more by hand: owner everything; admin everything but ownership; operations orders only; finance billing
// and reads orders; developer keys, webhooks and logs and reads orders; viewer reads without changing anything.
// Every page, action and endpoint asks `can()`; e2e/members.spec.ts checks each of them over HTTP per role.
import { describe, expect, it } from 'vitest';
import { membershipRoles, type MembershipRole } from '@/db/schema';
import { can, permissions, type Permission } from '@/lib/auth/permissions';
import { roleDescriptions, roleLabels } from '@/lib/auth/roles';

const expected: Record<MembershipRole, Permission[]> = {
  owner: [...permissions],
  admin: permissions.filter((p) => p !== 'ownership:manage'),
  operations: ['orders:read', 'orders:write'],
  finance: ['orders:read', 'billing:read', 'billing:manage'],
  developer: ['orders:read', 'keys:read', 'keys:manage', 'webhooks:read', 'webhooks:manage', 'logs:read'],
  viewer: ['orders:read', 'billing:read', 'keys:read', 'webhooks:read', 'logs:read', 'members:read'],
};

describe('roles and permissions', () => {
  for (const role of membershipRoles) {
    it(`${role}: exactly the permissions of its definition`, () => {
      expect(permissions.filter((p) => can(role, p))).toEqual(permissions.filter((p) => expected[role].includes(p)));
    });
  }

  it('no role but owner manages ownership; the read-only role changes nothing', () => {
    expect(membershipRoles.filter((r) => can(r, 'ownership:manage'))).toEqual(['owner']);
    expect(permissions.filter((p) => can('viewer', p) && !p.endsWith(':read'))).toEqual([]);
  });

  it('every role has a Spanish name and description with its accents', () => {
    expect(roleLabels).toEqual({
      owner: 'Propietario',
      admin: 'Administrador',
      operations: 'Operaciones',
      finance: 'Finanzas',
      developer: 'Desarrollador',
      viewer: 'Solo lectura',
    });
    for (const role of membershipRoles) expect(roleDescriptions[role]).toMatch(/^[A-ZÁÉÍÓÚ].+\.$/);
    expect(roleDescriptions.operations).toContain('Envíos');
  });
});
