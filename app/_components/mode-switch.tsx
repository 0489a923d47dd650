'use client';
// The "Modo de prueba" switch of the dashboard's top bar (docs/modes.md): the choice is an `envios_mode` cookie set by
// switchModeAction; in test mode every page shows and acts on the organization's test data. A detail page of one mode
// has no twin in the other, so switching from one goes to its section's list.
import { usePathname, useRouter } from 'next/navigation';
import { useState, useTransition, type ReactNode } from 'react';
import { switchModeAction } from '@/app/(dashboard)/dashboard/actions';
import { awaitAction, errorMessage } from '@/app/_components/use-action';

export function ModeSwitch({ testMode }: { testMode: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<ReactNode>(null);
  return (
    <div className="mode-switch">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={testMode}
          disabled={pending}
          data-testid="mode-switch"
          onChange={(e) => {
            const mode = e.target.checked ? 'test' : 'live';
            setError(null);
            startTransition(async () => {
              try {
                await awaitAction(switchModeAction(mode));
                const section = pathname.split('/').slice(0, 3).join('/');
                if (section !== pathname) router.push(section);
                else router.refresh();
              } catch (failure) {
                setError(errorMessage(failure));
              }
            });
          }}
        />
        <span>Modo de prueba</span>
      </label>
      {error && (
        <span role="alert" className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
