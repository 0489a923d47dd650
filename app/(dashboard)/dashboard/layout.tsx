// Signed-in frame of every dashboard page: checks the session on the server, then renders the shell.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { DashboardShell } from '@/app/_components/dashboard-shell';
import { Providers } from '@/app/_components/providers';
import { requireDashboardPage } from '@/lib/http/session';
import { can, permissions } from '@/lib/auth/permissions';
import { roleLabels } from '@/lib/auth/roles';
import { getDb } from '@/lib/platform/db';
import { getBalanceStatus } from '@/lib/billing/low-balance-threshold';

export const metadata: Metadata = { title: { template: '%s · Envíos MX', default: 'Panel · Envíos MX' } };
export const dynamic = 'force-dynamic';

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const { user, membership, mode } = await requireDashboardPage();
  const balance =
    membership && can(membership.role, 'billing:read')
      ? await getBalanceStatus(getDb(), { organizationId: (mode === 'test' && membership.testOrganizationId) || membership.organizationId })
      : null;
  return (
    <Providers>
      <DashboardShell
        user={{ email: user.email, name: user.name, isPlatformAdmin: user.isPlatformAdmin }}
        organization={
          membership ? { id: membership.organizationId, name: membership.organizationName, roleLabel: roleLabels[membership.role] } : null
        }
        organizations={user.memberships.map((m) => ({ id: m.organizationId, name: m.organizationName }))}
        permissions={membership ? permissions.filter((p) => can(membership.role, p)) : []}
        lowBalance={
          balance && (balance.low || balance.balanceCentavos < 0)
            ? { balanceCentavos: balance.balanceCentavos, thresholdCentavos: balance.thresholdCentavos }
            : null
        }
        testMode={mode === 'test'}
      >
        {children}
      </DashboardShell>
    </Providers>
  );
}
