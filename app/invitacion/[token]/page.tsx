// The invitation link (/invitacion/<token>, lib/members/): who invites to what, and the way to join that fits —
// a new account, the existing account's password, or one button when the invitee is already signed in. A link
// that expired, was used, revoked or replaced says so and what to do.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/platform/db';
import { roleDescriptions, roleLabels } from '@/lib/auth/roles';
import { getDashboardContext } from '@/lib/http/session';
import { findInvitationByToken, unknownInvitationMessage } from '@/lib/members/accept-invitation';
import { AuthCardBrand } from '@/app/login/auth-frame';
import { ExistingAccountForm, JoinForm, NewAccountForm } from './accept-forms';

export const metadata: Metadata = { title: 'Invitación · Envíos MX', referrer: 'no-referrer', robots: { index: false } };
export const dynamic = 'force-dynamic';

const statusTitles = {
  expired: 'La invitación venció',
  accepted: 'La invitación ya se usó',
  revoked: 'La invitación fue revocada',
} as const;
// under the title: what happened in other words, and what to do
const statusAdvice = {
  expired: 'Los enlaces de invitación duran 7 días. Pide a quien te invitó que te la reenvíe: te llegará un enlace nuevo.',
  accepted: 'Cada enlace sirve una sola vez. Si eres tú, inicia sesión con tu cuenta.',
  revoked: 'Quien te invitó la canceló. Si crees que es un error, pide una nueva.',
} as const;

export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [invitation, ctx] = await Promise.all([findInvitationByToken(getDb(), { token }), getDashboardContext()]);
  let body;
  if (!invitation || invitation.status !== 'valid') {
    body = (
      <>
        <div>
          <h1>{invitation ? statusTitles[invitation.status as keyof typeof statusTitles] : 'Este enlace no es válido'}</h1>
          <p className="sub">{invitation ? statusAdvice[invitation.status as keyof typeof statusAdvice] : unknownInvitationMessage}</p>
        </div>
        <div className="alert alert-info" role="status" data-testid="invitation-state">
          {invitation?.status === 'accepted'
            ? 'Tu cuenta ya tiene acceso.'
            : 'Quien te invitó puede enviarte un enlace nuevo desde Miembros en su panel.'}
        </div>
        <Link href="/login" className="btn btn-block">
          Ir a iniciar sesión
        </Link>
      </>
    );
  } else {
    const signedInAsInvitee = ctx?.user.email === invitation.email;
    body = (
      <>
        <div>
          <h1>Únete a {invitation.organizationName}</h1>
          <p className="sub">
            Te invitaron como <strong>{roleLabels[invitation.role]}</strong>: {roleDescriptions[invitation.role]}
          </p>
        </div>
        {ctx && !signedInAsInvitee && (
          <div className="alert alert-warning" role="status">
            Iniciaste sesión como {ctx.user.email}, pero la invitación es para {invitation.email}. Continúa con la cuenta invitada.
          </div>
        )}
        {signedInAsInvitee ? (
          <JoinForm token={token} organizationName={invitation.organizationName} />
        ) : invitation.accountExists ? (
          <>
            <p className="muted">
              Ya existe una cuenta con {invitation.email}: escribe su contraseña para unirte. Si usa verificación en dos pasos, después te
              pediremos el código.
            </p>
            <ExistingAccountForm token={token} email={invitation.email} />
          </>
        ) : (
          <>
            <p className="muted">Crea tu cuenta: elige tu nombre y una contraseña.</p>
            <NewAccountForm token={token} email={invitation.email} />
          </>
        )}
      </>
    );
  }
  return (
    <div className="auth-page">
      <aside className="auth-aside">
        <Link href="/" className="logo">
          <span className="logo-mark">E</span>Envíos MX
        </Link>
        <div>
          <h2>Tu equipo ya envía con Envíos MX.</h2>
          <ul>
            <li>Guías, pedidos y devoluciones en un solo panel</li>
            <li>Cada persona con el rol que necesita</li>
            <li>Rastreo en tiempo real y webhooks firmados</li>
          </ul>
        </div>
        <p className="copyright">© Envíos MX</p>
      </aside>
      <main className="auth-main">
        <div className="auth-card" data-testid="invitation-page">
          <AuthCardBrand />
          {body}
        </div>
      </main>
    </div>
  );
}
