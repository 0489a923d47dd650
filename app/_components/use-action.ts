'use client';
// Runs a dashboard server action (lib/http/server-action.ts) through react-query: { ok: false } answers become
// mutation errors with their Spanish message, and the server components of the page are refreshed after a success.
// A session that ended reads the same in every form, with a link back to this page after signing in again.
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
    mutationFn: (input) => unwrap(action(input)),
    onSuccess: (...args) => {
      if (refresh) startTransition(() => router.refresh());
      return onSuccess?.(...args);
    },
    ...rest,
  });
}

/** The sign-in page, coming back to the page the user is on. */
export function signInAgainHref(): string {
  const here = typeof window === 'undefined' ? '/dashboard' : window.location.pathname + window.location.search;
  return `/login?callbackUrl=${encodeURIComponent(here)}`;
}

export function errorMessage(error: unknown): ReactNode {
  if (error instanceof ActionError && error.code === 'unauthenticated') {
    return createElement('span', null, 'Tu sesión terminó: ', createElement('a', { href: signInAgainHref() }, 'vuelve a iniciar sesión'), '.');
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Algo salió mal. Intenta de nuevo.';
}
