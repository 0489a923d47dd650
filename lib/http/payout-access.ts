// Who may change where an organization's COD collections are paid (PUT /api/v1/cod/settings, docs/cod.md "Payout"):
// from the dashboard the roles with billing:manage (owner, admin, finance); with an API key only one with every
// permission (*), which only an owner or admin can mint (lib/api-keys/role-scopes.ts). A leaked read key must never
// redirect a merchant's money.
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { ApiCaller } from './authenticate-caller';
import { requireSessionPermission } from './session-permission';

export function requirePayoutSettingsWriter(auth: ApiCaller): void {
  requireSessionPermission(auth, 'billing:manage');
  if (auth.kind === 'api_key' && !auth.scopes.includes('*')) {
    throw new DomainError(
      'insufficient_scope',
      'Cambiar la configuración de contra entrega (la cuenta a la que se pagan los cobros) requiere una clave con todos los permisos (*).',
    );
  }
}
