'use client';
// The role select of the invite and change-role dialogs, with what the chosen role may do under it.
import { useState } from 'react';
import type { MembershipRole } from '@/model/members';
import type { RoleOption } from './types';

export function RoleField({ id, roles, initial }: { id: string; roles: RoleOption[]; initial?: MembershipRole }) {
  const [role, setRole] = useState<MembershipRole>(initial ?? (roles.find((r) => r.value === 'viewer') ?? roles[0]).value);
  const description = roles.find((r) => r.value === role)?.description;
  return (
    <div className="field">
      <label htmlFor={id}>Rol</label>
      <select
        id={id}
        name="role"
        className="input"
        value={role}
        onChange={(e) => setRole(e.target.value as MembershipRole)}
        aria-describedby={`${id}-help`}
      >
        {roles.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </select>
      <p id={`${id}-help`} className="muted text-sm" data-testid="role-description">
        {description}
      </p>
    </div>
  );
}
