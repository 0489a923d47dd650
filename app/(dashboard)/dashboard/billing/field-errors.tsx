// A refused form's message for each field (ActionError.fields of payments-actions.ts), for the inputs to show next to
// themselves; the first message of a field wins. Pure: the forms are client components.
import { ActionError } from '@/app/_components/use-action';

export function fieldErrorsOf(error: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  if (error instanceof ActionError) for (const f of error.fields) messages[f.field] ??= f.message;
  return messages;
}

/** The attributes of an input whose field may be refused: aria-invalid and the id of its message. */
export const invalidProps = (errors: Record<string, string>, field: string, id: string) =>
  errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** The message under an input (its id is the one invalidProps points at). */
export function FieldMessage({ errors, field, id }: { errors: Record<string, string>; field: string; id: string }) {
  return errors[field] ? (
    <span id={`${id}-error`} className="field-error">
      {errors[field]}
    </span>
  ) : null;
}
