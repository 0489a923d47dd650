// Who may change where an organization's COD collections are paid (PUT /api/v1/cod/settings, docs/cod.md "Payout"):
// the one rule of a billing change (./billing-change-access.ts): from the dashboard the roles with billing:manage
// (owner, admin, finance); with an API key only one with every permission (*), which only an owner or admin can mint
// (lib/api-keys/role-scopes.ts). A leaked read key must never redirect a merchant's money.
import type { ApiCaller } from './authenticate-caller';
import { requireBillingChange } from './billing-change-access';

export function requirePayoutSettingsWriter(auth: ApiCaller): void {
  requireBillingChange(
    auth,
    'Cambiar la configuración de contra entrega (la cuenta a la que se pagan los cobros) requiere una clave con todos los permisos (*).',
  );
}
