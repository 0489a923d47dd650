'use client';
// The organization of the dashboard's top bar: its name and the user's role, or a switcher when the user
// belongs to several (the choice is an `envios_org` cookie, set by switchOrganizationAction).
import { useRouter } from 'next/navigation';
import { useState, useTransition, type ReactNode } from 'react';
import { switchOrganizationAction } from '@/app/(dashboard)/dashboard/actions';
import { errorMessage, awaitAction } from '@/app/_components/use-action';

export type ShellOrganization = { id: string; name: string; roleLabel: string };

export function OrgSwitcher({
  current,
  organizations,
}: {
  current: ShellOrganization | null;
  organizations: { id: string; name: string }[];
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<ReactNode>(null);
  if (!current)
    return (
      <div className="org-name">
        <span className="name">Administración de la plataforma</span>
      </div>
    );
  if (organizations.length < 2) {
    return (
      <div className="org-name" data-testid="org-name">
        <span className="name">{current.name}</span>
        <span className="badge badge-gray plain hide-sm">{current.roleLabel}</span>
      </div>
    );
  }
  return (
    <div className="org-name">
      <label htmlFor="org-switcher" className="visually-hidden">
        Organización
      </label>
      <select
        id="org-switcher"
        className="select"
        value={current.id}
        disabled={pending}
        data-testid="org-switcher"
        onChange={(e) => {
          const id = e.target.value;
          startTransition(async () => {
            try {
              await awaitAction(switchOrganizationAction(id)); // an ended session: the message, then sign in and back
              router.push('/dashboard');
            } catch (failure) {
              setError(errorMessage(failure));
            }
          });
        }}
      >
        {organizations.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      <span className="badge badge-gray plain hide-sm">{current.roleLabel}</span>
      {error && (
        <span role="alert" className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
