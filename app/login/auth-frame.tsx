// The signed-out frame (sign-in, second step, password recovery): the brand aside and one card. On a phone the aside
// is hidden, so the card carries the brand itself (AuthCardBrand; the invitation page uses it too).
import Link from 'next/link';
import type { ReactNode } from 'react';

/** The product's brand at the top of the card, shown only where the aside is hidden (app/globals.css). */
export function AuthCardBrand() {
  return (
    <Link href="/" className="logo auth-card-brand">
      <span className="logo-mark" aria-hidden="true">
        E
      </span>
      Envíos MX
    </Link>
  );
}

export function AuthFrame({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="auth-page">
      <aside className="auth-aside">
        <Link href="/" className="logo">
          <span className="logo-mark">E</span>Envíos MX
        </Link>
        <div>
          <h2>Envíos para todo México desde una sola API.</h2>
          <ul>
            <li>Guías PDF con tu propia marca</li>
            <li>Rastreo en tiempo real y webhooks firmados</li>
            <li>Saldo prepagado sin sorpresas</li>
          </ul>
        </div>
        <p className="copyright">© Envíos MX</p>
      </aside>
      <main className="auth-main">
        <div className="auth-card">
          <AuthCardBrand />
          <div>
            <h1>{title}</h1>
            {subtitle && <p className="sub">{subtitle}</p>}
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
