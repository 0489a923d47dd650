// Who may read and change an organization's automatic recharge (GET and PUT /api/v1/billing/auto-recharge,
// docs/payments.md "Direct debit"): from the dashboard the roles with billing:manage (owner, admin, finance); saving with
// an API key needs one with every permission (*), which only an owner or admin can mint: the settings name the
// account the platform debits, and a leaked read key must never change it.
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { ApiCaller } from './authenticate-caller';
import { requireSessionPermission } from './session-permission';

export function requireAutoRechargeReader(auth: ApiCaller): void {
  requireSessionPermission(auth, 'billing:manage');
}

export function requireAutoRechargeWriter(auth: ApiCaller): void {
  requireSessionPermission(auth, 'billing:manage');
  if (auth.kind === 'api_key' && !auth.scopes.includes('*')) {
    throw new DomainError(
      'insufficient_scope',
      'Cambiar la recarga automática (la cuenta a la que se cargan las recargas) requiere una clave con todos los permisos (*).',
    );
  }
}
