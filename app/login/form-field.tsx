// One labelled input with its hint and its own error (a validation_error's field, lib/http/action-result.ts),
// wired for screen readers: aria-invalid and aria-describedby point at the message.
import type { InputHTMLAttributes } from 'react';

export type FieldErrors = Record<string, string | undefined>;

export function FormField({
  id,
  label,
  hint,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={input.name ?? id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {hint && (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

/** The field messages of a failed action, by field name. */
export function fieldErrors(fields: { field: string; message: string }[] | undefined): FieldErrors {
  return Object.fromEntries((fields ?? []).map((f) => [f.field, f.message]));
}
