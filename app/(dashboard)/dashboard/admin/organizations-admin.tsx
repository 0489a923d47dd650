'use client';
// Organizations of the platform admin: the table (organizations-table.tsx) with its white-label switch, and the
// dialogs to create an organization, credit a balance and set a custom per-key limit (organization-forms.tsx).
import { useState } from 'react';
import { Modal } from '@/app/_components/confirm-dialog';
import { Icon } from '@/app/_components/icons';
import { Card, EmptyState } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import type { AdminOrganizationRow } from '@/lib/admin/list-organizations';
import { setWhiteLabelAction } from './actions';
import { CreateOrganizationForm, CreditBalanceForm, RateLimitForm } from './organization-forms';
import { OrganizationsTable } from './organizations-table';

type Dialog = { kind: 'create' } | { kind: 'credit'; org: AdminOrganizationRow } | { kind: 'limit'; org: AdminOrganizationRow } | null;

export function OrganizationsAdmin({ organizations, defaultPerHour }: { organizations: AdminOrganizationRow[]; defaultPerHour: number }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [whiteLabel, setWhiteLabel] = useState<Record<string, boolean>>({});
  const close = () => setDialog(null);
  const done = (message: string) => {
    close();
    setNotice(message);
  };

  const toggle = useActionMutation(setWhiteLabelAction, {
    onMutate: ({ organizationId, enabled }) => setWhiteLabel((w) => ({ ...w, [organizationId]: enabled })),
    onError: (_e, { organizationId }) =>
      setWhiteLabel((w) => {
        const { [organizationId]: _dropped, ...rest } = w;
        return rest;
      }),
    onSuccess: (r, { organizationId }) => {
      const org = organizations.find((o) => o.id === organizationId);
      setNotice(`Marca blanca ${r.whiteLabelEnabled ? 'activada' : 'desactivada'}${org ? ` para ${org.name}` : ''}.`);
    },
  });

  return (
    <>
      {notice && (
        <div className="alert alert-success" role="status">
          {notice}
        </div>
      )}
      {toggle.error && (
        <div className="alert alert-error" role="alert">
          {errorMessage(toggle.error)}
        </div>
      )}
      <Card
        title="Organizaciones"
        description={`${organizations.length} en esta página`}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'create' })}>
            <Icon name="plus" /> Nueva organización
          </button>
        }
      >
        {organizations.length === 0 ? (
          <EmptyState icon="shield" title="Sin organizaciones">
            Crea la primera organización de la plataforma.
          </EmptyState>
        ) : (
          <OrganizationsTable
            organizations={organizations}
            defaultPerHour={defaultPerHour}
            whiteLabel={(o) => whiteLabel[o.id] ?? o.whiteLabelEnabled}
            togglePending={(id) => toggle.isPending && toggle.variables?.organizationId === id}
            onToggle={(organizationId, enabled) => toggle.mutate({ organizationId, enabled })}
            onCredit={(org) => setDialog({ kind: 'credit', org })}
            onLimit={(org) => setDialog({ kind: 'limit', org })}
          />
        )}
      </Card>

      <Modal open={dialog?.kind === 'create'} title="Nueva organización" onClose={close} wide>
        <CreateOrganizationForm onDone={done} onCancel={close} />
      </Modal>
      <Modal
        open={dialog?.kind === 'credit'}
        title={dialog?.kind === 'credit' ? `Abonar saldo a ${dialog.org.name}` : 'Abonar saldo'}
        onClose={close}
      >
        {dialog?.kind === 'credit' && <CreditBalanceForm org={dialog.org} onDone={done} onCancel={close} />}
      </Modal>
      <Modal open={dialog?.kind === 'limit'} title={dialog?.kind === 'limit' ? `Límite de ${dialog.org.name}` : 'Límite'} onClose={close}>
        {dialog?.kind === 'limit' && <RateLimitForm org={dialog.org} defaultPerHour={defaultPerHour} onDone={done} onCancel={close} />}
      </Modal>
    </>
  );
}
