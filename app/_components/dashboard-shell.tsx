'use client';
// The dashboard frame: sidebar navigation (a drawer on phones, Esc closes it), top bar with the organization
// (org-switcher.tsx), the "Modo de prueba" switch (mode-switch.tsx) and the user menu (user-menu.tsx); in test mode
// every page opens with the test-mode banner (test-mode-banner.tsx).
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import type { Permission } from '@/lib/auth/permissions';
import { Icon, type IconName } from './icons';
import { LowBalanceBanner, type LowBalance } from './low-balance-banner';
import { ModeSwitch } from './mode-switch';
import { OrgSwitcher, type ShellOrganization } from './org-switcher';
import { TestModeBanner } from './test-mode-banner';
import { UserMenu, type ShellUser } from './user-menu';

// `permission`: shown only to roles that have it (lib/auth/permissions.ts); the page checks it again on the server.
type NavItem = { href: string; label: string; icon: IconName; permission?: Permission };

const orgNav: NavItem[] = [
  { href: '/dashboard', label: 'Resumen', icon: 'home' },
  { href: '/dashboard/orders', label: 'Pedidos', icon: 'box', permission: 'orders:read' },
  { href: '/dashboard/lotes', label: 'Lotes', icon: 'list', permission: 'orders:read' },
  { href: '/dashboard/cierres', label: 'Cierres del día', icon: 'check', permission: 'orders:read' },
  { href: '/dashboard/ajustes', label: 'Ajustes de peso', icon: 'alert', permission: 'orders:read' },
  { href: '/dashboard/contra-entrega', label: 'Contra entrega', icon: 'wallet', permission: 'billing:manage' },
  { href: '/dashboard/paqueterias', label: 'Paqueterías', icon: 'truck', permission: 'carriers:manage' },
  { href: '/dashboard/api-keys', label: 'Claves de API', icon: 'key', permission: 'keys:read' },
  { href: '/dashboard/webhooks', label: 'Webhooks', icon: 'webhook', permission: 'webhooks:read' },
  { href: '/dashboard/logs', label: 'Registros', icon: 'list', permission: 'logs:read' },
  { href: '/dashboard/branding', label: 'Marca y guías', icon: 'palette', permission: 'settings:manage' },
  { href: '/dashboard/notificaciones', label: 'Avisos al destinatario', icon: 'send', permission: 'settings:manage' },
  { href: '/dashboard/billing', label: 'Saldo y movimientos', icon: 'wallet', permission: 'billing:read' },
  { href: '/dashboard/miembros', label: 'Miembros', icon: 'users', permission: 'members:read' },
  { href: '/dashboard/auditoria', label: 'Auditoría', icon: 'shield', permission: 'audit:read' },
];

export type ShellProps = {
  user: ShellUser;
  organization: ShellOrganization | null;
  organizations: { id: string; name: string }[];
  /** what the user's role may do in the current organization */
  permissions: Permission[];
  /** the balance is under the organization's threshold (shown to roles with billing:read) */
  lowBalance?: LowBalance | null;
  /** the dashboard is in test mode (docs/modes.md) */
  testMode?: boolean;
  children: ReactNode;
};

function isActive(pathname: string, href: string) {
  return href === '/dashboard' ? pathname === href : pathname === href || pathname.startsWith(href + '/');
}

export function DashboardShell({ user, organization, organizations, permissions, lowBalance, testMode = false, children }: ShellProps) {
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
      <a href="#main" className="skip-link">
        Saltar al contenido
      </a>
      <aside className="sidebar" id="sidebar" aria-label="Navegación principal">
        <Link href="/dashboard" className="logo">
          <span className="logo-mark">E</span>Envíos MX
        </Link>
        <nav className="nav" aria-label="Secciones">
          {organization && orgNav.filter((item) => !item.permission || permissions.includes(item.permission)).map(link)}
          {user.isPlatformAdmin && (
            <>
              <div className="nav-section">Plataforma</div>
              {link({ href: '/dashboard/admin', label: 'Administración', icon: 'shield' })}
            </>
          )}
        </nav>
        <div className="sidebar-footer">
          <a href="/docs">Referencia de la API</a>
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
          {organization && <ModeSwitch testMode={testMode} />}
          <UserMenu user={user} roleLabel={organization?.roleLabel ?? (user.isPlatformAdmin ? 'Administrador de la plataforma' : '')} />
        </header>
        <main id="main" className="content" tabIndex={-1}>
          {testMode && <TestModeBanner />}
          {lowBalance && <LowBalanceBanner lowBalance={lowBalance} />}
          {children}
        </main>
      </div>
    </div>
  );
}
