// The batch purchase's optional preference (docs/guias/lotes.md, "Paquetería de la compra"): cheapest, fastest or a
// carrier, applied to every row (written into each queued row's order as the `preference` of POST /orders, in place
// of a row's own carrier choice), so each row buys the option rate shopping picks for it at purchase time
// (lib/carriers/purchase.ts pickOption). Checked before anything is queued: a carrier the organization cannot buy
// with now is refused with one message instead of failing every row with it.
import type { DbOrTx } from '@/db/client';
import { enabledCarriers } from '@/lib/carriers/carrier-accounts';
import { organizationMode } from '@/lib/organizations/organization-mode';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { carrierModule } from '@/lib/providers/registry';
import { RANKED_PREFERENCES } from './schemas';

/** A choice of the dashboard's purchase: `value` is sent as `preference`. */
export type PreferenceChoice = { value: string; label: string };

const rankedLabels: Record<(typeof RANKED_PREFERENCES)[number], string> = {
  cheapest: 'La opción más barata de cada fila',
  fastest: 'La opción más rápida de cada fila',
};

/** The carriers the organization buys with now: the sandbox, and in live mode each carrier with a usable account. */
async function usableCarriers(db: DbOrTx, organizationId: string): Promise<string[]> {
  if ((await organizationMode(db, organizationId)) === 'test') return ['sandbox'];
  return ['sandbox', ...(await enabledCarriers(db, organizationId))];
}

/** What the dashboard offers next to "Comprar": the cheapest, the fastest, then each carrier usable now. */
export async function purchasePreferenceChoices(db: DbOrTx, organizationId: string): Promise<PreferenceChoice[]> {
  const carriers = await usableCarriers(db, organizationId);
  return [
    ...RANKED_PREFERENCES.map((value) => ({ value, label: rankedLabels[value] })),
    ...carriers.map((name) => ({ value: name, label: `Todo con ${carrierModule(name)?.displayName ?? name}` })),
  ];
}

/** Refuses (400) a preference naming a carrier the organization cannot buy with now; cheapest and fastest always pass. */
export async function checkPurchasePreference(db: DbOrTx, input: { organizationId: string; preference: string }): Promise<void> {
  const { preference } = input;
  if ((RANKED_PREFERENCES as readonly string[]).includes(preference)) return;
  if ((await usableCarriers(db, input.organizationId)).includes(preference)) return;
  const name = carrierModule(preference)?.displayName ?? preference;
  const message =
    (await organizationMode(db, input.organizationId)) === 'test'
      ? `En modo de prueba solo está disponible la paquetería sandbox; ${name} se usa con las claves en vivo.`
      : `${name} no está configurada en tu organización: configúrala en Paqueterías o elige otra opción para comprar el lote.`;
  throw new DomainError('validation_error', message, { fields: [{ field: 'preference', message }] });
}
