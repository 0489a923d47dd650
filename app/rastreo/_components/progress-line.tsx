// The progress line: created -> picked up -> in transit -> out for delivery -> delivered (the happy path of
// lib/orders/order-states.ts), with the exception (failed, cancelled) or the return marked where it happened.
import { progressSteps, type ProgressState } from '@/lib/tracking/public-tracking';
import { stepLabels } from '../_lib/texts';
import styles from '../rastreo.module.css';

const exceptionText = { failed: 'Entrega no realizada', cancelled: 'Cancelado', return: 'En devolución' } as const;

export function ProgressLine({ progress }: { progress: ProgressState }) {
  return (
    <ol className={styles.progress} aria-label="Avance del envío">
      {progressSteps.map((step, i) => {
        const done = i <= progress.reached;
        const current = i === progress.reached && !progress.exception;
        const failedHere = progress.exception && progress.exception !== 'return' && i === progress.reached + 1;
        return (
          <li
            key={step}
            className={[styles.step, done ? styles.stepDone : '', current ? styles.stepCurrent : '', failedHere ? styles.stepException : ''].join(' ')}
            aria-current={current ? 'step' : undefined}
          >
            <span className={styles.stepDot} aria-hidden="true" />
            <span className={styles.stepLabel}>
              {failedHere ? exceptionText[progress.exception as 'failed' | 'cancelled'] : stepLabels[step]}
              <span className={styles.srOnly}>{done ? ' (completado)' : ' (pendiente)'}</span>
            </span>
          </li>
        );
      })}
      {progress.exception === 'return' ? (
        <li className={`${styles.step} ${styles.stepException}`}>
          <span className={styles.stepDot} aria-hidden="true" />
          <span className={styles.stepLabel}>{exceptionText.return}</span>
        </li>
      ) : null}
    </ol>
  );
}
