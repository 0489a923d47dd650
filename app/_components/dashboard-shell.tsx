'use client';
// The dashboard frame: sidebar navigation (a drawer on phones), top bar with the organization and the user menu.
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { signOutAction, switchOrganizationAction } from '@/app/(dashboard)/dashboard/actions';
import { Icon, type IconName } from './icons';

type NavItem = { href: string; label: string; icon: IconName };

const orgNav: NavItem[] = [
  { href: '/dashboard', label: 'Resumen', icon: 'home' },
  { href: '/dashboard/orders', label: 'Pedidos', icon: 'box' },
  { href: '/dashboard/api-keys', label: 'Claves de API', icon: 'key' },
  { href: '/dashboard/webhooks', label: 'Webhooks', icon: 'webhook' },
  { href: '/dashboard/branding', label: 'Marca y guías', icon: 'palette' },
  { href: '/dashboard/billing', label: 'Saldo y movimientos', icon: 'wallet' },
];

export type ShellProps = {
  user: { email: string; name: string | null; isPlatformAdmin: boolean };
  organization: { id: string; name: string; roleLabel: string } | null;
  organizations: { id: string; name: string }[];
  children: ReactNode;
};

function isActive(pathname: string, href: string) {
  return href === '/dashboard' ? pathname === href : pathname === href || pathname.startsWith(href + '/');
}

export function DashboardShell({ user, organization, organizations, children }: ShellProps) {
  const pathname = usePathname();
  const [navOpen, setNavOpen] = useState(false);
  useEffect(() => setNavOpen(false), [pathname]);
  useEffect(() => {
    if (!navOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setNavOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navOpen]);

  const link = (item: NavItem) => (
    <Link key={item.href} href={item.href} aria-current={isActive(pathname, item.href) ? 'page' : undefined}>
      <Icon name={item.icon} />
      {item.label}
    </Link>
  );

  return (
    <div className="shell" data-nav-open={navOpen}>
      <a href="#main" className="skip-link">Saltar al contenido</a>
      <aside className="sidebar" id="sidebar" aria-label="Navegación principal">
        <Link href="/dashboard" className="logo"><span className="logo-mark">E</span>Envíos MX</Link>
        <nav className="nav" aria-label="Secciones">
          {organization && orgNav.map(link)}
          {user.isPlatformAdmin && (
            <>
              <div className="nav-section">Plataforma</div>
              {link({ href: '/dashboard/admin', label: 'Administración', icon: 'shield' })}
            </>
          )}
        </nav>
        <div className="sidebar-footer">
          <a href="/docs" style={{ color: '#94a3b8' }}>Referencia de la API</a>
        </div>
      </aside>
      {navOpen && <div className="nav-backdrop" onClick={() => setNavOpen(false)} aria-hidden="true" />}
      <div className="main-col">
        <header className="topbar">
          <button
            type="button"
            className="btn btn-ghost menu-toggle"
            aria-label={navOpen ? 'Cerrar menú' : 'Abrir menú'}
            aria-expanded={navOpen}
            aria-controls="sidebar"
            onClick={() => setNavOpen((v) => !v)}
          >
            <Icon name={navOpen ? 'close' : 'menu'} />
          </button>
          <OrgSwitcher current={organization} organizations={organizations} />
          <div className="spacer" />
          <UserMenu user={user} roleLabel={organization?.roleLabel ?? (user.isPlatformAdmin ? 'Administrador de la plataforma' : '')} />
        </header>
        <main id="main" className="content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

function OrgSwitcher({ current, organizations }: { current: ShellProps['organization']; organizations: ShellProps['organizations'] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  if (!current) return <div className="org-name"><span className="name">Administración de la plataforma</span></div>;
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
      <label htmlFor="org-switcher" className="visually-hidden">Organización</label>
      <select
        id="org-switcher"
        className="select"
        style={{ maxWidth: 260 }}
        value={current.id}
        disabled={pending}
        data-testid="org-switcher"
        onChange={(e) => {
          const id = e.target.value;
          startTransition(async () => {
            const result = await switchOrganizationAction(id);
            if (!result.ok) setError(result.error);
            else router.push('/dashboard');
          });
        }}
      >
        {organizations.map((o) => (
          <option key={o.id} value={o.id}>{o.name}</option>
        ))}
      </select>
      <span className="badge badge-gray plain hide-sm">{current.roleLabel}</span>
      {error && <span role="alert" className="field-error">{error}</span>}
    </div>
  );
}

function UserMenu({ user, roleLabel }: { user: ShellProps['user']; roleLabel: string }) {
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
      <summary aria-label="Menú de usuario">
        <span className="avatar" aria-hidden="true">{initials}</span>
        <span className="hide-sm" style={{ fontSize: '0.9rem' }}>{user.name || user.email}</span>
      </summary>
      <div className="menu-panel">
        <div className="who">
          <div style={{ fontWeight: 600 }}>{user.name || 'Usuario'}</div>
          <div className="email">{user.email}</div>
          {roleLabel && <div className="muted" style={{ fontSize: '0.8rem', marginTop: 4 }}>{roleLabel}</div>}
        </div>
        <form action={signOutAction}>
          <button type="submit" className="menu-item">
            <Icon name="logout" style={{ marginRight: 8 }} />
            Cerrar sesión
          </button>
        </form>
      </div>
    </details>
  );
}
