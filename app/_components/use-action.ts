'use client';
// Runs a dashboard server action (lib/http/server-action.ts) through react-query: { ok: false } answers become
// mutation errors with their Spanish message, and the server components of the page are refreshed after a success.
// A session that ended reads the same in every form ("Tu sesión expiró"), and a moment later the browser goes to the
// sign-in page with this page as its return address (callbackUrl): nothing was saved, the user signs in and is back.
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { createElement, startTransition, type ReactNode } from 'react';
import type { FieldError } from '@/lib/platform/errors/domain-error';
import type { ActionResult } from '@/lib/http/action-result';

export class ActionError extends Error {
  /** a validation_error's message per field, for forms that show them next to their inputs */
  readonly fields: FieldError[];
  constructor(
    message: string,
    readonly code: string,
    fields: FieldError[] = [],
  ) {
    super(message);
    this.fields = fields;
  }
}

export async function unwrap<T>(result: Promise<ActionResult<T>>): Promise<T> {
  const answer = await result;
  if (!answer.ok) throw new ActionError(answer.error, answer.code, answer.fields);
  return answer.data;
}

/**
 * The one client handling of an action's answer, for every path: its data, or an ActionError to show with
 * errorMessage(); an ended session also sends the browser to sign in (goToSignIn). useActionMutation runs through it,
 * and so does any component that calls an action itself (a switch, a form with its own state).
 */
export async function awaitAction<T>(result: Promise<ActionResult<T>>): Promise<T> {
  try {
    return await unwrap(result);
  } catch (error) {
    if (!(error instanceof ActionError)) {
      // The framework's own failures (no network, "An unexpected response was received from the server") are
      // English and say nothing the user can act on.
      console.error(error);
      throw noAnswerError();
    }
    if (error.code === 'unauthenticated') goToSignIn();
    throw error;
  }
}

const NO_ANSWER_MESSAGE = 'No pudimos comunicarnos con el servidor. Revisa tu conexión e intenta de nuevo.';

/** What a request that got no answer throws (no network, the server unreachable): a Spanish message. */
export function noAnswerError(): ActionError {
  return new ActionError(NO_ANSWER_MESSAGE, 'network_error');
}

/** What a dashboard fetch answered 401 throws (app/_components/fetch-json.ts, the CSV export): the same as an action. */
export function sessionEndedError(): ActionError {
  goToSignIn();
  return new ActionError('Tu sesión expiró.', 'unauthenticated');
}

export function useActionMutation<TInput, TData, TContext = unknown>(
  action: (input: TInput) => Promise<ActionResult<TData>>,
  options: Omit<UseMutationOptions<TData, ActionError, TInput, TContext>, 'mutationFn'> & { refresh?: boolean } = {},
) {
  const router = useRouter();
  const { refresh = true, onSuccess, ...rest } = options;
  return useMutation<TData, ActionError, TInput, TContext>({
    mutationFn: (input) => awaitAction(action(input)),
    onSuccess: (...args) => {
      if (refresh) startTransition(() => router.refresh());
      return onSuccess?.(...args);
    },
    ...rest,
  });
}

/** The sign-in page, saying the session expired, coming back to the page the user is on. */
export function signInAgainHref(): string {
  const here = typeof window === 'undefined' ? '/dashboard' : window.location.pathname + window.location.search;
  return `/login?sesion=expirada&callbackUrl=${encodeURIComponent(here)}`;
}

// long enough to read the message (the sign-in page repeats it), short enough not to leave the user waiting
const SIGN_IN_DELAY_MS = 3000;
let leaving = false;

/** After the message had a moment on screen, the sign-in page (once, however many requests failed). */
export function goToSignIn(): void {
  if (typeof window === 'undefined' || leaving) return;
  leaving = true;
  window.setTimeout(() => window.location.assign(signInAgainHref()), SIGN_IN_DELAY_MS);
}

export function errorMessage(error: unknown): ReactNode {
  if (error instanceof ActionError && error.code === 'unauthenticated') {
    return createElement(
      'span',
      null,
      'Tu sesión expiró. ',
      createElement('a', { href: signInAgainHref() }, 'Vuelve a iniciar sesión'),
      ' para continuar.',
    );
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Algo salió mal. Intenta de nuevo.';
}
