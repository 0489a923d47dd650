'use client';
// "Reenviar fallidas": re-sends the webhook's failed (and cancelled) deliveries created in a chosen time range
// (until now when "Hasta" is empty), oldest first, as a job (lib/webhooks/start-recovery.ts). Sending the
// same range again while the job runs (a double click) returns that job: nothing is re-sent twice. Its progress is polled every second while the job
// or the deliveries it re-sent are under way, and shown as a bar plus counts.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fetchJson } from '@/app/_components/fetch-json';
import { Card } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { formatDateTime } from '@/app/(dashboard)/_lib/format';
import type { RecoveryView } from '@/lib/webhooks/recovery-schemas';
import { startRecoveryAction } from '../recovery-actions';
import styles from './recovery-card.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;
const recoveryKey = (webhookId: string, id: string | null) => ['webhook-recovery', webhookId, id];

/** A Date as the value of a datetime-local input, in the browser's time zone. */
function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const stateLabels: Record<RecoveryView['state'], string> = {
  queued: 'En cola',
  running: 'Reenviando',
  completed: 'Completada',
  cancelled: 'Detenida: el webhook se desactivó',
};

/** The job itself is under way (another request with the same date would only return it). */
function isOpen(recovery: RecoveryView | undefined): boolean {
  return recovery?.state === 'queued' || recovery?.state === 'running';
}

/** The job or the deliveries it re-sent are under way: worth polling. */
function isLive(recovery: RecoveryView | undefined): boolean {
  return Boolean(recovery && (recovery.state === 'queued' || recovery.state === 'running' || recovery.results.pending > 0));
}

export function RecoveryCard({
  webhookId,
  active,
  canManage,
  initialRecovery,
}: {
  webhookId: string;
  active: boolean;
  canManage: boolean;
  initialRecovery: RecoveryView | null;
}) {
  const queryClient = useQueryClient();
  // Set after mounting: the browser's time zone is not the server's.
  const [since, setSince] = useState('');
  const [until, setUntil] = useState('');
  const [bounds, setBounds] = useState({ min: '', max: '' });
  useEffect(() => {
    const now = new Date();
    setSince(toLocalInput(new Date(now.getTime() - DAY_MS)));
    setBounds({ min: toLocalInput(new Date(now.getTime() - 30 * DAY_MS + 60_000)), max: toLocalInput(now) });
  }, []);
  const [recoveryId, setRecoveryId] = useState<string | null>(initialRecovery?.id ?? null);
  // Set synchronously on submit: a double click sends one request even before React re-renders the button disabled.
  const sending = useRef(false);
  const start = useActionMutation(startRecoveryAction, {
    refresh: false,
    onSettled: () => {
      sending.current = false;
    },
    onSuccess: (recovery) => {
      queryClient.setQueryData(recoveryKey(webhookId, recovery.id), recovery);
      setRecoveryId(recovery.id);
    },
  });
  const progress = useQuery({
    queryKey: recoveryKey(webhookId, recoveryId),
    queryFn: () => fetchJson<RecoveryView>(`/api/v1/webhooks/${webhookId}/recoveries/${recoveryId}`),
    enabled: recoveryId !== null,
    initialData: initialRecovery && initialRecovery.id === recoveryId ? initialRecovery : undefined,
    refetchInterval: (query) => (isLive(query.state.data) ? 1_000 : false),
  });
  const recovery = progress.data;
  const submit = () => {
    if (sending.current) return;
    sending.current = true;
    start.mutate({
      webhookId,
      since: since ? new Date(since).toISOString() : '',
      until: until ? new Date(until).toISOString() : undefined,
    });
  };

  return (
    <Card
      title="Reenviar entregas fallidas"
      description="Reenvía, de la más antigua a la más reciente, las entregas fallidas o canceladas del periodo que elijas (hasta 30 días atrás; sin «Hasta», hasta ahora)."
    >
      <div className="card-body stack">
        {canManage && (
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <div className="field">
              <label htmlFor="recovery-since">Desde</label>
              <input
                id="recovery-since"
                type="datetime-local"
                className="input"
                value={since}
                min={bounds.min}
                max={bounds.max}
                required
                onChange={(e) => setSince(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="recovery-until">Hasta</label>
              <input
                id="recovery-until"
                type="datetime-local"
                className="input"
                value={until}
                min={since || bounds.min}
                max={bounds.max}
                onChange={(e) => setUntil(e.target.value)}
              />
            </div>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={!active || start.isPending || isOpen(recovery)}
              title={active ? undefined : 'Activa el webhook para recuperar sus entregas'}
            >
              {start.isPending && <span className="spinner" aria-hidden="true" />} Reenviar fallidas
            </button>
          </form>
        )}
        {start.error && (
          <div className="alert alert-error" role="alert">
            {errorMessage(start.error)}
          </div>
        )}
        {recovery && (
          <div className={styles.progress} role="status" aria-live="polite" data-testid="recovery-progress" data-state={recovery.state}>
            <div className={styles.head}>
              <strong>{stateLabels[recovery.state]}</strong>
              <span className="muted">desde {formatDateTime(recovery.since)}</span>
            </div>
            <progress
              max={Math.max(recovery.total, 1)}
              value={recovery.total === 0 ? 1 : recovery.queued}
              aria-label="Progreso de la recuperación"
            />
            <p className={styles.counts}>
              {recovery.total === 0
                ? 'No había entregas fallidas en ese periodo.'
                : `${recovery.queued} de ${recovery.total} reenviadas · ${recovery.results.succeeded} exitosas · ${recovery.results.failed} fallidas · ${recovery.results.pending} en curso`}
            </p>
          </div>
        )}
      </div>
    </Card>
  );
}
