'use client';
// A key's full value right after it was created or rolled: shown once (it lives only in the manager's state and
// is gone once "Ya la guardé" is pressed or the page is left). After a roll it says until when the old key works.
// It takes the focus when it appears, so a keyboard or screen-reader user who rolled a key far down the list lands on it.
import { useEffect, useRef } from 'react';
import { SecretPanel } from '@/app/_components/secret-panel';
import { formatDateTime } from '@/app/(dashboard)/_lib/format';

export type NewKey = { name: string; key: string; previous?: { displayPrefix: string; expiresAt: string | null } };

function PreviousKeyNote({ previous }: { previous: NonNullable<NewKey['previous']> }) {
  const stillWorks = previous.expiresAt !== null && new Date(previous.expiresAt).getTime() > Date.now();
  return (
    <>
      {stillWorks ? (
        <>
          {' '}
          Hasta el {formatDateTime(previous.expiresAt)} sigue funcionando la clave anterior (<code>{previous.displayPrefix}…</code>).
        </>
      ) : (
        <>
          {' '}
          La clave anterior (<code>{previous.displayPrefix}…</code>) ya dejó de funcionar.
        </>
      )}
    </>
  );
}

export function NewKeyPanel({ created, onDone }: { created: NewKey; onDone: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'start' });
  }, [created.key]);
  return (
    // scroll-margin: the sticky top bar of the dashboard must not cover the panel's title.
    <div ref={ref} tabIndex={-1} style={{ scrollMarginTop: 80 }}>
      <SecretPanel
        titleId="new-key-title"
        testId="new-key-panel"
        title={<>Tu nueva clave «{created.name}»</>}
        intro={
          <>
            Cópiala ahora: es la única vez que se muestra. Solo guardamos su huella (SHA-256); si la pierdes, revócala y crea otra.
            {created.previous && <PreviousKeyNote previous={created.previous} />}
          </>
        }
        value={created.key}
        valueTestId="new-key-value"
        actions={
          <button type="button" className="btn btn-primary" onClick={onDone}>
            Ya la guardé
          </button>
        }
      />
    </div>
  );
}
