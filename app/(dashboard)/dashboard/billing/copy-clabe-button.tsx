'use client';
// "Copiar" of the CLABE card: the 18 digits without spaces to the clipboard, announced in a live region.
import { useState } from 'react';
import { Icon } from '@/app/_components/icons';

export function CopyClabeButton({ clabe }: { clabe: string }) {
  const [said, setSaid] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(clabe);
      setSaid('CLABE copiada');
    } catch {
      setSaid('No se pudo copiar: selecciona la CLABE y cópiala a mano.');
    }
    window.setTimeout(() => setSaid(''), 3000);
  }
  return (
    <div className="copy-row">
      <button type="button" className="btn btn-sm" onClick={copy} aria-label="Copiar CLABE" data-testid="copy-clabe">
        <Icon name={said === 'CLABE copiada' ? 'check' : 'copy'} />
        Copiar
      </button>
      <span className="text-sm muted" aria-live="polite" role="status" data-testid="copy-clabe-status">
        {said}
      </span>
    </div>
  );
}
