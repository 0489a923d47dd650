import { setOrganizationRateLimit } from '@/lib/admin/set-rate-limit';
import { cliActor, recordAudit } from '@/lib/audit/record-audit';
import { applyBalanceChange, toPesos } from '@/lib/billing/ledger';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { createOrganization } from '@/lib/organizations/create-organization';
import { CliError } from '../args';
import { parseMxn } from './money';
import type { Command } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function requireUuid(value: string, flag: string): string {
  if (!UUID.test(value)) throw new CliError(`--${flag} debe ser un UUID (recibido: ${value})`);
  return value.toLowerCase();
}

export const orgCreate: Command = {
  usage: 'org:create --name N [--balance MXN] [--white-label] [--brand-name B]',
  description: 'Crea una organización',
  help: {
    options: [
      ['--name N', 'Nombre de la organización'],
      ['--balance MXN', 'Saldo prepagado inicial en MXN, con hasta dos decimales (0 por omisión)'],
      ['--white-label', 'Activa las guías con marca propia'],
      ['--brand-name B', 'Nombre de la marca en las guías (por omisión, el de la organización)'],
    ],
    examples: ["npm run cli -- org:create --name 'Paquetería Ñandú' --balance 1500 --white-label --brand-name Ñandú"],
  },
  async run({ db, flags }) {
    const name = flags.string('name');
    const balanceCentavos = parseMxn(flags.optional('balance'), 'balance', { allowZero: true });
    const whiteLabelEnabled = flags.boolean('white-label');
    const brandName = flags.optional('brand-name');
    flags.done();
    const org = await createOrganization(db, { name, balanceCentavos, whiteLabelEnabled, brandName });
    return {
      json: { id: org.id },
      text: `Organización creada: ${org.id} (${org.name}), saldo ${toPesos(org.balanceCentavos).toFixed(2)} MXN`,
    };
  },
};

export const balanceCredit: Command = {
  usage: 'balance:credit --org ID --amount MXN',
  description: 'Abona saldo prepagado a una organización',
  help: {
    options: [
      ['--org ID', 'Organización (UUID)'],
      ['--amount MXN', 'Monto a abonar en MXN, mayor que 0, con hasta dos decimales'],
    ],
    examples: ['npm run cli -- balance:credit --org 5b0d3c2e-8f1a-4c55-9d0e-2f3a4b5c6d7e --amount 500.00'],
    notes: 'El abono queda en el libro de movimientos de la organización.',
  },
  async run({ db, flags }) {
    const organizationId = requireUuid(flags.string('org'), 'org');
    const amountCentavos = parseMxn(flags.string('amount'), 'amount')!;
    flags.done();
    const { balanceCentavos } = await db.transaction(async (tx) => {
      const result = await applyBalanceChange(tx, {
        organizationId,
        kind: 'manual_credit',
        amountCentavos,
        description: 'Abono de saldo (CLI)',
      });
      await recordAudit(tx, {
        organizationId,
        actor: cliActor,
        action: 'balance.credited',
        target: { type: 'organization', id: organizationId },
        summary: { amountCentavos, balanceAfterCentavos: result.balanceCentavos, description: 'Abono de saldo (CLI)' },
      });
      return result;
    });
    const balance = toPesos(balanceCentavos);
    return { json: { balance }, text: `Saldo actual: ${balance.toFixed(2)} MXN` };
  },
};

export const orgSetLimit: Command = {
  usage: 'org:set-limit --org ID --per-hour N',
  description: 'Fija el límite de solicitudes por hora por clave de una organización',
  help: {
    options: [
      ['--org ID', 'Organización (UUID)'],
      ['--per-hour N', 'Solicitudes por hora por clave: entero de 1 a 10000000'],
    ],
    examples: ['npm run cli -- org:set-limit --org 5b0d3c2e-8f1a-4c55-9d0e-2f3a4b5c6d7e --per-hour 5000'],
  },
  async run({ db, flags }) {
    const id = requireUuid(flags.string('org'), 'org');
    const perHour = flags.number('per-hour');
    flags.done();
    if (!Number.isInteger(perHour) || perHour < 1 || perHour > 10_000_000) {
      throw new CliError('--per-hour debe ser un entero entre 1 y 10000000');
    }
    await setOrganizationRateLimit(db, { organizationId: id, perHour, actor: cliActor }).catch((error: unknown) => {
      throw error instanceof DomainError && error.code === 'not_found' ? new CliError(`La organización ${id} no existe`) : error;
    });
    return { json: { id, perHour }, text: `Límite de ${id}: ${perHour} solicitudes por hora por clave` };
  },
};
