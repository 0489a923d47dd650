'use client';
// A form of the account page: sends its fields to a server action, shows each field's message next to it and a
// general message otherwise (lib/http/action-result.ts carries `fields` for validation errors).
import { useRouter } from 'next/navigation';
import { startTransition, useState, type FormEvent } from 'react';
import type { ActionResult } from '@/lib/http/action-result';

export function useAccountForm<I, T>(
  action: (input: I) => Promise<ActionResult<T>>,
  onDone?: (data: T, form: HTMLFormElement) => void,
) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, String(v)]));
    setPending(true);
    try {
      const result = await action(input as I); // the action's zod schema checks it on the server
      if (result.ok) {
        setFields({});
        setError(null);
        onDone?.(result.data, form);
        startTransition(() => router.refresh());
      } else {
        const byField = Object.fromEntries((result.fields ?? []).map((f) => [f.field, f.message]));
        setFields(byField);
        setError(Object.keys(byField).length ? null : result.error);
      }
    } catch {
      setError('Algo salió mal. Intenta de nuevo.');
    } finally {
      setPending(false);
    }
  }
  return { onSubmit, pending, fields, error };
}
