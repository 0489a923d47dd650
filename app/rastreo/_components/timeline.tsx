// The shipment's history, newest first: status, place and time (Mexico City). No free-text descriptions: a
// provider's note can carry a person's name (lib/tracking/public-tracking.ts).
import type { PublicTracking } from '@/lib/tracking/public-tracking';
import { trackingDateTime } from '@/lib/platform/time/format';
import { publicStatusText } from '../_lib/texts';
import styles from '../rastreo.module.css';

export function Timeline({ events }: { events: PublicTracking['events'] }) {
  if (events.length === 0) return <p className={styles.muted}>Todavía no hay movimientos registrados.</p>;
  return (
    <ol className={styles.timeline}>
      {events.map((event, i) => (
        <li key={`${event.status}-${event.occurredAt.getTime()}-${i}`} className={styles.timelineItem} data-status={event.status}>
          <span className={styles.timelineDot} aria-hidden="true" />
          <div>
            <p className={styles.timelineTitle}>{publicStatusText[event.status].title}</p>
            <p className={styles.muted}>
              <time dateTime={event.occurredAt.toISOString()}>{trackingDateTime(event.occurredAt)}</time>
              {event.location ? ` · ${event.location}` : ''}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
