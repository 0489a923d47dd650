// Who may change an organization's billing through /api/v1 (docs/payments.md): from the dashboard the roles with
// billing:manage (owner, admin, finance: a viewer's billing:read is not enough); with an API key one with every
// permission (*), which only an owner or admin can mint, so a leaked read key never moves money or settings. Used by
// PUT /billing/auto-recharge (./auto-recharge-access.ts), PUT /billing/fiscal-data, POST /billing/invoices/{id}/cancel
// and POST /sandbox/deposits.
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { ApiCaller } from './authenticate-caller';
import { requireSessionPermission } from './session-permission';

/** 403 forbidden for a session without billing:manage, 403 insufficient_scope (with `refusal`) for a key without `*`. */
export function requireBillingChange(auth: ApiCaller, refusal: string): void {
  requireSessionPermission(auth, 'billing:manage');
  if (auth.kind === 'api_key' && !auth.scopes.includes('*')) throw new DomainError('insufficient_scope', refusal);
}
