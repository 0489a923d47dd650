'use client';
// Runs a dashboard server action through react-query: { ok: false } answers become mutation errors with their
// Spanish message, and the server components of the page are refreshed after a success.
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { startTransition } from 'react';
import type { ActionResult } from '@/lib/dashboard/action-result';

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

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Algo salió mal. Intenta de nuevo.';
}
