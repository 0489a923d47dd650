// How dashboard server actions answer: a plain object the client can show, never a thrown error (Next.js hides
// thrown messages in production). The one mapping of errors to that answer; lib/http/server-action.ts runs every
// action through it, and app/_components/use-action.ts reads it on the client.
import { ZodError } from 'zod';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@/db/errors';
import { DomainError, type FieldError } from '@/lib/platform/errors/domain-error';
import { formatFormError, relabelMessage, type FieldLabels } from '@/lib/platform/errors/zod-es';
import { log } from '@/lib/platform/log';

export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: string; code: string; fields?: FieldError[] };

/**
 * What every action answers when its session is gone (signed out elsewhere, revoked, expired): the client shows it
 * with a link to sign in again and come back to the same page (app/_components/use-action.ts).
 */
export const SESSION_ENDED_MESSAGE = 'Tu sesión expiró. Vuelve a iniciar sesión para continuar.';

/**
 * Runs `fn` and turns its outcome into an ActionResult: domain and zod errors keep their Spanish message. `labels`
 * (the form's label of each input field) makes every message name its field the way the form labels it
 * ("El campo «URL» debe empezar con https://…", not the API's "El campo url …"), zod's and the domain's alike.
 */
export async function runAction<T>(name: string, fn: () => Promise<T>, labels: FieldLabels = {}): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await fn() };
  } catch (error) {
    return actionFailure(name, error, labels);
  }
}

function actionFailure(
  name: string,
  error: unknown,
  labels: FieldLabels,
): { ok: false; error: string; code: string; fields?: FieldError[] } {
  if (error instanceof DomainError) {
    if (error.code === 'unauthenticated') return { ok: false, error: SESSION_ENDED_MESSAGE, code: 'unauthenticated' };
    const message = relabelMessage(error.message, labels);
    // a form shows each message next to its field (a validation_error's `fields`)
    return error.fields
      ? {
          ok: false,
          error: message,
          code: error.code,
          fields: error.fields.map((f) => ({ ...f, message: relabelMessage(f.message, labels) })),
        }
      : { ok: false, error: message, code: error.code };
  }
  if (error instanceof ZodError) return { ok: false, error: formatFormError(error, labels), code: 'validation_error' };
  if (isDatabaseUnavailable(error)) {
    log.warn('dashboard action: database unavailable', { action: name, error });
    return { ok: false, error: DATABASE_UNAVAILABLE_MESSAGE, code: 'service_unavailable' };
  }
  log.error('dashboard action failed', { action: name, error });
  return { ok: false, error: 'Algo salió mal. Intenta de nuevo en unos segundos.', code: 'internal_error' };
}
