'use client';
// Runs a dashboard server action (lib/http/server-action.ts) through react-query: { ok: false } answers become
// mutation errors with their Spanish message, and the server components of the page are refreshed after a success.
// A session that ended reads the same in every form ("Tu sesión expiró"), and a moment later the browser goes to the
// sign-in page with this page as its return address (callbackUrl): nothing was saved, the user signs in and is back.
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { createElement, startTransition, type ReactNode } from 'react';
import type { ActionResult } from '@/lib/http/action-result';

export class ActionError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
  }
}

export async function unwrap<T>(result: Promise<ActionResult<T>>): Promise<T> {
  const answer = await result;
  if (!answer.ok) throw new ActionError(answer.error, answer.code);
  return answer.data;
}

export function useActionMutation<TInput, TData, TContext = unknown>(
  action: (input: TInput) => Promise<ActionResult<TData>>,
  options: Omit<UseMutationOptions<TData, ActionError, TInput, TContext>, 'mutationFn'> & { refresh?: boolean } = {},
) {
  const router = useRouter();
  const { refresh = true, onSuccess, ...rest } = options;
  return useMutation<TData, ActionError, TInput, TContext>({
    mutationFn: async (input) => {
      try {
        return await unwrap(action(input));
      } catch (error) {
        if (error instanceof ActionError && error.code === 'unauthenticated') goToSignIn();
        throw error;
      }
    },
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

const SIGN_IN_DELAY_MS = 1500;
let leaving = false;

/** After the message had a moment on screen, the sign-in page (once, however many requests failed). */
export function goToSignIn(): void {
  if (typeof window === 'undefined' || leaving) return;
  leaving = true;
  window.setTimeout(() => window.location.assign(signInAgainHref()), SIGN_IN_DELAY_MS);
}

export function errorMessage(error: unknown): ReactNode {
  if (error instanceof ActionError && error.code === 'unauthenticated') {
    return createElement('span', null, 'Tu sesión expiró. ', createElement('a', { href: signInAgainHref() }, 'Vuelve a iniciar sesión'), ' para continuar.');
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Algo salió mal. Intenta de nuevo.';
}
