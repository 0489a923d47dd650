// The progress line: created -> picked up -> in transit -> out for delivery -> delivered (the happy path of
// lib/orders/order-states.ts), with the exception (failed, cancelled) marked in red where it happened, and a
// return as one more step after delivery: the current step while under way, a completed one once returned.
import { progressSteps, type ProgressState } from '@/lib/tracking/public-tracking';
import { stepLabels } from '../_lib/texts';
import styles from '../rastreo.module.css';

const exceptionText = { failed: 'Entrega no realizada', cancelled: 'Cancelado' } as const;
const returnText = { in_progress: 'En devolución', completed: 'Devuelto al remitente' } as const;

function Step(props: { label: string; done: boolean; current: boolean; exception?: boolean }) {
  const className = [
    styles.step,
    props.done ? styles.stepDone : '',
    props.current ? styles.stepCurrent : '',
    props.exception ? styles.stepException : '',
  ];
  return (
    <li className={className.join(' ')} aria-current={props.current ? 'step' : undefined}>
      <span className={styles.stepDot} aria-hidden="true" />
      <span className={styles.stepLabel}>
        {props.label}
        <span className={styles.srOnly}>{props.done ? ' (completado)' : ' (pendiente)'}</span>
      </span>
    </li>
  );
}

export function ProgressLine({ progress }: { progress: ProgressState }) {
  const { reached, exception, returning } = progress;
  return (
    <ol className={styles.progress} aria-label="Avance del envío">
      {progressSteps.map((step, i) => {
        const failedHere = exception !== null && i === reached + 1;
        return (
          <Step
            key={step}
            label={failedHere ? exceptionText[exception] : stepLabels[step]!}
            done={i <= reached}
            current={i === reached && !exception && !returning}
            exception={failedHere}
          />
        );
      })}
      {returning ? <Step label={returnText[returning]} done current /> : null}
    </ol>
  );
}
