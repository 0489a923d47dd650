'use client';
// The user menu of the dashboard's top bar (a <details>): who is signed in, the role, and sign-out. It closes on
// navigation, on a click outside and on Esc (focus goes back to its button).
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { signOutAction } from '@/app/(dashboard)/dashboard/actions';
import { Icon } from './icons';

export type ShellUser = { email: string; name: string | null; isPlatformAdmin: boolean };

export function UserMenu({ user, roleLabel }: { user: ShellUser; roleLabel: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (ref.current?.open && !ref.current.contains(e.target as Node)) ref.current.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && ref.current?.open) {
        ref.current.open = false;
        ref.current.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  const initials = (user.name || user.email).slice(0, 2).toUpperCase();
  return (
    <details className="user-menu" ref={ref}>
      <summary aria-label={`Menú de usuario: ${user.name || user.email}`}>
        {/* the initials are a picture (drawn by CSS from data-initials), not text: the summary's visible text is the
            name alone, and its accessible name contains it (axe's label-content-name-mismatch, e2e/axe.ts) */}
        <span className="avatar" aria-hidden="true" data-initials={initials} />
        <span className="hide-sm user-label">{user.name || user.email}</span>
      </summary>
      <div className="menu-panel" role="group" aria-label="Opciones de la cuenta">
        <div className="who">
          <div className="name">{user.name || 'Usuario'}</div>
          <div className="email">{user.email}</div>
          {roleLabel && <div className="muted role">{roleLabel}</div>}
        </div>
        <Link href="/dashboard/cuenta" className="menu-item">
          <Icon name="users" />
          Mi cuenta
        </Link>
        <form action={signOutAction}>
          <button type="submit" className="menu-item">
            <Icon name="logout" />
            Cerrar sesión
          </button>
        </form>
      </div>
    </details>
  );
}
