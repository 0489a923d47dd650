// Mi cuenta: any signed-in user manages their own name, email, password, second factor and sign-in emails; an
// owner or admin (settings:manage) can require 2FA for the whole organization. Members of an organization that
// requires 2FA land here (lib/auth/session.ts) until they enrol.
import type { Metadata } from 'next';
import { getDb } from '@/lib/platform/db';
import { getNewSignInAlerts } from '@/lib/account/profile';
import { twoFactorStatus } from '@/lib/account/two-factor';
import { can } from '@/lib/auth/permissions';
import { requireDashboardPage } from '@/lib/http/session';
import { Card, PageHeader } from '@/app/_components/ui';
import { EmailForm, NameForm, PasswordForm } from './profile-forms';
import { NewSignInAlertsSwitch, TwoFactorRequiredSwitch } from './switches';
import { TwoFactorCard } from './two-factor-card';

export const metadata: Metadata = { title: 'Mi cuenta' };

export default async function AccountPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, membership } = await requireDashboardPage();
  const params = await searchParams;
  const [twoFactor, alerts] = await Promise.all([twoFactorStatus(getDb(), user.id), getNewSignInAlerts(getDb(), user.id)]);
  const mustEnrol = !!membership?.twoFactorRequired && !twoFactor.enabled;
  return (
    <>
      <PageHeader title="Mi cuenta" description="Tus datos de acceso y la seguridad de tu cuenta." />
      <div className="stack-lg">
        {mustEnrol && (
          <div className="alert alert-warning" role="alert">
            {membership!.organizationName} exige la verificación en dos pasos. Actívala abajo para seguir usando el panel.
          </div>
        )}
        {params.correo === 'confirmado' && (
          <div className="alert alert-success" role="status">
            Tu correo cambió a {user.email}.
          </div>
        )}
        <Card id="perfil" title="Perfil">
          <NameForm name={user.name} />
        </Card>
        <Card
          id="correo"
          title="Correo electrónico"
          description="Con él entras al panel y recibes avisos. Confirmaremos el nuevo con un enlace."
        >
          <EmailForm email={user.email} />
        </Card>
        <Card id="contrasena" title="Contraseña" description="Al cambiarla se cierran tus otras sesiones; esta sigue abierta.">
          <PasswordForm />
        </Card>
        <Card id="dos-pasos" title="Verificación en dos pasos" description="Un código de tu teléfono además de la contraseña.">
          <TwoFactorCard status={twoFactor} />
        </Card>
        <Card id="avisos" title="Avisos de inicio de sesión">
          <NewSignInAlertsSwitch initial={alerts} />
        </Card>
        {membership && can(membership.role, 'settings:manage') && (
          <Card
            id="organizacion"
            title="Seguridad de la organización"
            description="Quien no tenga la verificación en dos pasos deberá activarla antes de usar el panel. Actívala primero en tu cuenta."
          >
            <TwoFactorRequiredSwitch initial={membership.twoFactorRequired} organizationName={membership.organizationName} />
          </Card>
        )}
      </div>
    </>
  );
}
