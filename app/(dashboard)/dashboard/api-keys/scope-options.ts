// The scopes the dialogs offer (scope-fieldset.tsx): every scope of lib/api-keys/scopes.ts with its Spanish label and
// whether the signed-in member's role may give it to a key (lib/api-keys/role-scopes.ts, the rule the server applies).
import { apiScopes, scopeLabels } from '@/lib/api-keys/scopes';
import { grantableScopes } from '@/lib/api-keys/role-scopes';
import type { MembershipRole } from '@/model/members';

export type ScopeOption = { value: string; label: string; grantable: boolean };

/** Every scope with its Spanish label and whether `role` may give it (for the page to hand to the dialogs). */
export function scopeOptions(role: MembershipRole): ScopeOption[] {
  const grantable: readonly string[] = grantableScopes(role);
  return apiScopes.map((s) => ({ value: s, label: scopeLabels[s], grantable: grantable.includes(s) }));
}
