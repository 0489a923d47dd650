// The link of the email-change confirmation (lib/account/email-change.ts): signed in as the user who asked,
// it changes the address once; an expired, used or foreign link says so and points back to Mi cuenta.
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/platform/db';
import { confirmEmailChange } from '@/lib/account/email-change';
import { requireDashboardPage } from '@/lib/http/session';
import { isDomainError } from '@/lib/platform/errors/domain-error';
import { sessionActor } from '@/lib/http/audit-actor';
import { PageHeader } from '@/app/_components/ui';

export const metadata: Metadata = { title: 'Confirmar correo', referrer: 'no-referrer' };

export default async function ConfirmEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const session = await requireDashboardPage();
  let failure: string;
  try {
    await confirmEmailChange(getDb(), { userId: session.user.id, token, actor: await sessionActor(session) });
    failure = '';
  } catch (error) {
    if (!isDomainError(error)) throw error;
    failure = error.message;
  }
  if (!failure) redirect('/dashboard/cuenta?correo=confirmado');
  return (
    <>
      <PageHeader title="Confirmar correo" />
      <div className="alert alert-warning" role="alert">
        <span>
          {failure} <Link href="/dashboard/cuenta#correo">Ir a Mi cuenta</Link>
        </span>
      </div>
    </>
  );
}
