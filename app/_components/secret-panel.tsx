// A secret shown right after it was made (a new API key, a new webhook's signing secret): a highlighted card
// with a title, what to do with it, the value with a copy button, and the panel's buttons.
import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';

export function SecretPanel({
  titleId,
  title,
  intro,
  value,
  valueTestId,
  copyLabel,
  actions,
  testId,
}: {
  titleId: string;
  title: ReactNode;
  intro: ReactNode;
  value: string;
  valueTestId: string;
  copyLabel?: string;
  actions: ReactNode;
  testId?: string;
}) {
  return (
    <section className="card secret-panel" aria-labelledby={titleId} data-testid={testId}>
      <div className="card-body stack">
        <div>
          <h2 id={titleId}>{title}</h2>
          <p className="muted">{intro}</p>
        </div>
        <div className="secret-box">
          <code data-testid={valueTestId}>{value}</code>
          <CopyButton value={value} label={copyLabel} />
        </div>
        <div className="form-actions">{actions}</div>
      </div>
    </section>
  );
}
