'use client';
// The pickup's day and time window (Mexico City), the fields of the orders page's "Cierre del día" and of
// "Solicitar recolección" on Cierres del día. They open on the next window that can still be booked and say the
// cut-off (lib/pickups/pickup-window.ts, the rule the server checks in lib/pickups/schemas.ts createPickupSchema):
// Monday to Friday, a window starting at least an hour after the request, so today's last chance is at 17:00; after
// it, the next business day. The proposal keeps a margin (lib/pickups/pickup-window.ts nextPickupWindow: from 16:45 the
// next business day), so it is still booked a few minutes after the dialog opened; the date's `min` is the earliest day
// the rule allows, so today stays choosable until the cut-off. "Now" is the browser's clock when the dialog opens (the
// fields exist only while it is open, so the server's render never fixes a stale default).
import { useState } from 'react';
import { mexicoCityDay } from '@/lib/platform/time/mexico-city';
import {
  earliestPickupWindow,
  nextPickupWindow,
  PICKUP_LEAD_MINUTES,
  pickupDayLabel,
  PROPOSAL_MARGIN_MINUTES,
  sameDayCutoff,
  type PickupWindowProposal,
} from '@/lib/pickups/pickup-window';

const HOURS = Array.from({ length: 13 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`);
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function cutoffText(p: PickupWindowProposal): string {
  const rule = `Recolecciones de lunes a viernes; la ventana debe empezar al menos ${PICKUP_LEAD_MINUTES / 60} hora después de solicitarla.`;
  if (p.today) return `Hora límite para recolectar hoy: ${sameDayCutoff} (hora de la Ciudad de México). ${rule}`;
  const next = `la próxima ventana posible es el ${pickupDayLabel(p.date)} de ${p.start} a ${p.end}.`;
  if (p.notToday === 'near_cutoff') {
    return `La hora límite para recolectar hoy (${sameDayCutoff}, hora de la Ciudad de México) está a menos de ${PROPOSAL_MARGIN_MINUTES} minutos: te proponemos el ${pickupDayLabel(p.date)} de ${p.start} a ${p.end}. ${rule}`;
  }
  if (p.notToday === 'after_cutoff')
    return `Ya pasó la hora límite para recolectar hoy (${sameDayCutoff}, hora de la Ciudad de México): ${next} ${rule}`;
  return `Hoy no hay recolecciones (hora límite para el mismo día: ${sameDayCutoff}, hora de la Ciudad de México): ${next} ${rule}`;
}

export function PickupWindowFields({ idPrefix }: { idPrefix: string }) {
  const [{ proposal, firstDay, today }] = useState(() => {
    const now = new Date();
    return { proposal: nextPickupWindow(now), firstDay: earliestPickupWindow(now).date, today: mexicoCityDay(now) };
  });
  return (
    <>
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${idPrefix}-date`}>Día de recolección</label>
          <input
            id={`${idPrefix}-date`}
            name="date"
            type="date"
            className="input"
            defaultValue={proposal.date}
            min={firstDay}
            max={plusDays(today, 14)}
            required
            aria-describedby={`${idPrefix}-cutoff`}
          />
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-start`}>Desde</label>
          <select id={`${idPrefix}-start`} name="start" className="select" defaultValue={proposal.start}>
            {HOURS.slice(0, -2).map((h) => (
              <option key={h}>{h}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-end`}>Hasta</label>
          <select id={`${idPrefix}-end`} name="end" className="select" defaultValue={proposal.end}>
            {HOURS.slice(2).map((h) => (
              <option key={h}>{h}</option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <p className="hint" id={`${idPrefix}-cutoff`} data-testid="pickup-cutoff">
          {cutoffText(proposal)}
        </p>
      </div>
    </>
  );
}

/** The fields above as the pickup's { date, timeWindow }. */
export function readPickupWindow(form: FormData): { date: string; timeWindow: { start: string; end: string } } {
  return {
    date: String(form.get('date') ?? ''),
    timeWindow: { start: String(form.get('start') ?? ''), end: String(form.get('end') ?? '') },
  };
}
