// Presentational building blocks shared by the dashboard pages (server-compatible: no hooks).
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

export function PageHeader({
  title,
  description,
  actions,
  breadcrumb,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  breadcrumb?: { href: string; label: string };
}) {
  return (
    <div className="page-header">
      <div>
        {breadcrumb && (
          <div className="breadcrumb">
            <Link href={breadcrumb.href}>← {breadcrumb.label}</Link>
          </div>
        )}
        <h1>{title}</h1>
        {description && <p className="desc">{description}</p>}
      </div>
      {actions && <div className="actions">{actions}</div>}
    </div>
  );
}

export function Card({
  title,
  description,
  actions,
  children,
  footer,
  id,
}: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  id?: string;
}) {
  return (
    <section className="card" aria-labelledby={id && title ? `${id}-title` : undefined}>
      {(title || actions) && (
        <div className="card-header">
          <div>
            {title && <h2 id={id ? `${id}-title` : undefined}>{title}</h2>}
            {description && <p className="desc">{description}</p>}
          </div>
          {actions}
        </div>
      )}
      {children}
      {footer && <div className="card-footer">{footer}</div>}
    </section>
  );
}

export function EmptyState({
  icon = 'box',
  title,
  children,
  action,
}: {
  icon?: IconName;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty">
      <div className="icon">
        <Icon name={icon} width={22} height={22} />
      </div>
      <h3>{title}</h3>
      {children && <p>{children}</p>}
      {action}
    </div>
  );
}

export type BadgeTone = 'green' | 'red' | 'amber' | 'blue' | 'teal' | 'gray' | 'violet';

export function Badge({ tone = 'gray', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}

export function Alert({ tone = 'info', children }: { tone?: 'error' | 'success' | 'warning' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
