'use client';
// Copies a value to the clipboard and says so (with a fallback when the Clipboard API is unavailable).
import { useState } from 'react';
import { Icon } from './icons';

/**
 * `accessibleName`: what a screen reader hears when several copy buttons share a page ("Copiar número de guía");
 * `compact`: an icon-only button next to the value it copies.
 */
export function CopyButton({
  value,
  label = 'Copiar',
  copiedLabel = 'Copiada',
  accessibleName,
  compact = false,
}: {
  value: string;
  label?: string;
  copiedLabel?: string;
  accessibleName?: string;
  compact?: boolean;
}) {
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
    <button
      type="button"
      className={compact ? 'btn btn-ghost btn-icon' : 'btn'}
      onClick={copy}
      aria-live={compact ? undefined : 'polite'}
      aria-label={accessibleName ? (copied ? `${copiedLabel}: ${accessibleName.replace(/^Copiar /, '')}` : accessibleName) : undefined}
      title={compact ? (accessibleName ?? label) : undefined}
    >
      <Icon name={copied ? 'check' : 'copy'} />
      {compact ? null : copied ? copiedLabel : label}
      {compact && (
        <span className="visually-hidden" aria-live="polite">
          {copied ? copiedLabel : ''}
        </span>
      )}
    </button>
  );
}
