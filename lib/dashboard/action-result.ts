// How dashboard server actions answer: a plain object the client can show, never a thrown error
// (Next.js hides thrown messages in production). Domain errors keep their Spanish message.
import { ZodError } from 'zod';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@/db/errors';
import { ApiError } from '@/lib/http/api-error';
import { formatZodError } from '@/lib/http/zod-es';
import { log } from '@/lib/log';

export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: string; code: string };

export async function runAction<T>(name: string, fn: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await fn() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error: error.message, code: error.code };
    if (error instanceof ZodError) return { ok: false, error: formatZodError(error, 'El formulario'), code: 'validation_error' };
    if (isDatabaseUnavailable(error)) {
      log.warn('dashboard action: database unavailable', { action: name, error });
      return { ok: false, error: DATABASE_UNAVAILABLE_MESSAGE, code: 'service_unavailable' };
    }
    log.error('dashboard action failed', { action: name, error });
    return { ok: false, error: 'Algo salió mal. Intenta de nuevo en unos segundos.', code: 'internal_error' };
  }
}
