// Who may read and change an organization's automatic recharge (GET and PUT /api/v1/billing/auto-recharge,
// docs/payments.md "Direct debit"): from the dashboard the roles with billing:manage (owner, admin, finance); saving with
// an API key needs one with every permission (*), which only an owner or admin can mint: the settings name the
// account the platform debits, and a leaked read key must never change it.
import type { ApiCaller } from './authenticate-caller';
import { requireBillingChange } from './billing-change-access';
import { requireSessionPermission } from './session-permission';

export function requireAutoRechargeReader(auth: ApiCaller): void {
  requireSessionPermission(auth, 'billing:manage');
}

export function requireAutoRechargeWriter(auth: ApiCaller): void {
  requireBillingChange(
    auth,
    'Cambiar la recarga automática (la cuenta a la que se cargan las recargas) requiere una clave con todos los permisos (*).',
  );
}
