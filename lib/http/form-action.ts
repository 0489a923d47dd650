// The one wrapper of the public forms' actions, those that need no session: sign-in and its second step
// (app/login/actions.ts), password recovery (app/recuperar/actions.ts) and accepting an invitation
// (app/invitacion/[token]/actions.ts). The signed-in dashboard's actions have theirs (lib/http/server-action.ts).
// In this order it reads the form's text fields, parses them with the action's zod schema, gives the action the
// parsed input and the client address (lib/http/client-ip.ts: the per-address limits of sign-in and recovery), and
// answers an ActionResult (lib/http/action-result.ts) plus the values the form shows again (never a password):
// - a schema's refusal: each field's first message next to it (a predicate gets the field's subject, "El nombre …")
//   under "Revisa los campos marcados.", or a refusal of the whole form as its message;
// - a FormRefusal the action throws: its message and code as given (the form reacts to the code);
// - domain errors, a database outage and anything else as every action answers them;
// - a redirect (Next.js's redirect(), Auth.js's sign-in) goes through untouched.
//
//   export const requestResetAction = formAction(
//     { name: 'requestPasswordReset', input: z.object({ email: formText }), keep: (raw) => ({ email: raw.email }) },
//     ({ input, ip }) => requestPasswordReset(getDb(), { email: input.email, ip }),
//   );
import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import type { FieldError } from '@/lib/platform/errors/domain-error';
import { isSentence } from '@/lib/platform/text/sentence';
import { runAction, type ActionResult } from './action-result';
import { currentClientIp } from './client-ip';

/** What a public form's action answers: null before the first submission. */
export type FormState<T = null> = ActionResult<T> & { values: Record<string, string> };

/** A refusal the form shows as it is, with a code of the form's own ("challenge_expired", "invalid_credentials"). */
export class FormRefusal extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = 'FormRefusal';
  }
}

/** A text field as forms send it: absent reads as empty. */
export const formText = z.string().default('');

type FormOptions<S extends z.ZodType> = {
  /** the action's name in the log */
  name: string;
  /** parses the form's text fields (an object schema) */
  input: S;
  /** the subject of a field's predicate messages ({ name: 'El nombre' }); "El campo <field>" otherwise */
  subjects?: Record<string, string>;
  /** the values the form shows again after a refusal, from what was sent */
  keep?: (raw: Record<string, string>) => Record<string, string>;
};

function schemaRefusal(error: z.ZodError, subjects: Record<string, string>): FormRefusal {
  const fields: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '';
    if (!field) return new FormRefusal(issue.message, 'validation_error');
    if (fields.some((f) => f.field === field)) continue;
    fields.push({
      field,
      message: isSentence(issue.message) ? issue.message : `${subjects[field] ?? `El campo ${field}`} ${issue.message}`,
    });
  }
  return new FormRefusal('Revisa los campos marcados.', 'validation_error', fields);
}

export function formAction<S extends z.ZodType, T>(
  options: FormOptions<S>,
  run: (ctx: { input: z.output<S>; ip: () => Promise<string> }) => Promise<T> | T,
): (previous: FormState<T> | null, form: FormData) => Promise<FormState<T>> {
  return async (_previous, form) => {
    const raw: Record<string, string> = {};
    for (const [key, value] of form.entries()) if (typeof value === 'string' && !key.startsWith('$ACTION')) raw[key] ??= value;
    const values = options.keep?.(raw) ?? {};
    let passThrough: { error: unknown } | undefined;
    let refusal: FormRefusal | undefined;
    const result = await runAction(options.name, async () => {
      try {
        const parsed = options.input.safeParse(raw);
        if (!parsed.success) throw schemaRefusal(parsed.error, options.subjects ?? {});
        return await run({ input: parsed.data as z.output<S>, ip: currentClientIp });
      } catch (error) {
        if (error instanceof FormRefusal) refusal = error;
        else {
          try {
            unstable_rethrow(error);
          } catch {
            passThrough = { error }; // a redirect or another signal of Next.js: not a failure
          }
        }
        if (refusal || passThrough) return undefined as T;
        throw error;
      }
    });
    if (passThrough) throw passThrough.error;
    if (refusal)
      return { ok: false, error: refusal.message, code: refusal.code, ...(refusal.fields ? { fields: refusal.fields } : {}), values };
    return { ...result, values };
  };
}
