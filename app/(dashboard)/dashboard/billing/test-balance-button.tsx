'use client';
// "Agregar saldo de prueba" (test mode only, docs/modes.md): play money for the test twin, never a real payment.
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { addTestBalanceAction } from './actions';

export function TestBalanceButton({ amountLabel }: { amountLabel: string }) {
  const add = useActionMutation(addTestBalanceAction);
  return (
    <div className="copy-row">
      <button
        type="button"
        className="btn btn-sm"
        disabled={add.isPending}
        onClick={() => add.mutate(undefined)}
        data-testid="add-test-balance"
      >
        {add.isPending && <span className="spinner" aria-hidden="true" />}
        Agregar saldo de prueba ({amountLabel})
      </button>
      {add.error && (
        <span role="alert" className="field-error">
          {errorMessage(add.error)}
        </span>
      )}
    </div>
  );
}
