'use client';
// A form of the account page: sends its fields to a server action, shows each field's message next to it and a
// general message otherwise (lib/http/action-result.ts carries `fields` for validation errors). Answers go through
// the dashboard's one client handling (app/_components/use-action.ts awaitAction): an ended session reads "Tu sesión
// expiró" with its link, and the browser then goes to sign in and comes back to this page.
import { useRouter } from 'next/navigation';
import { startTransition, useState, type FormEvent, type ReactNode } from 'react';
import { ActionError, errorMessage, awaitAction } from '@/app/_components/use-action';
import type { ActionResult } from '@/lib/http/action-result';

export function useAccountForm<I, T>(action: (input: I) => Promise<ActionResult<T>>, onDone?: (data: T, form: HTMLFormElement) => void) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<ReactNode>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, String(v)]));
    setPending(true);
    try {
      const data = await awaitAction(action(input as I)); // the action's zod schema checks it on the server
      setFields({});
      setError(null);
      onDone?.(data, form);
      startTransition(() => router.refresh());
    } catch (failure) {
      const byField = failure instanceof ActionError ? Object.fromEntries(failure.fields.map((f) => [f.field, f.message])) : {};
      setFields(byField);
      setError(Object.keys(byField).length ? null : errorMessage(failure));
    } finally {
      setPending(false);
    }
  }
  return { onSubmit, pending, fields, error };
}
