'use client';
// Copies a value to the clipboard and says so (with a fallback when the Clipboard API is unavailable).
import { useState } from 'react';
import { Icon } from './icons';

export function CopyButton({ value, label = 'Copiar', copiedLabel = 'Copiada' }: { value: string; label?: string; copiedLabel?: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      const area = document.createElement('textarea');
      area.value = value;
      document.body.appendChild(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }
  return (
    <button type="button" className="btn" onClick={copy} aria-live="polite">
      <Icon name={copied ? 'check' : 'copy'} />
      {copied ? copiedLabel : label}
    </button>
  );
}
