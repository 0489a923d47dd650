// What a public form shows of its action's answer (lib/http/form-action.ts): the refusal's message, each field's
// message, the values sent. Pure: the forms are client components.
import type { FormState } from '@/lib/http/form-action';

/** The refusal's message, or null (no submission yet, or it succeeded). */
export const formError = (state: FormState<unknown> | null): string | null => (state && !state.ok ? state.error : null);

/** A refusal's code ("validation_error", or one of the form's own such as "challenge_expired"). */
export const formCode = (state: FormState<unknown> | null): string | null => (state && !state.ok ? state.code : null);

/** A refusal's message for each field (the first one), for the form's inputs. */
export function fieldMessages(state: FormState<unknown> | null): Record<string, string> {
  const messages: Record<string, string> = {};
  if (state && !state.ok) for (const f of state.fields ?? []) messages[f.field] ??= f.message;
  return messages;
}
