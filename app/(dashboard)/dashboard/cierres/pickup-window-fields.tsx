// The pickup's day and time window (Mexico City), the fields of the orders page's "Cierre del día" and of
// "Solicitar recolección" on Cierres del día. The server checks them (lib/pickups/schemas.ts createPickupSchema):
// today or up to 14 days later, between 08:00 and 20:00, at least two hours.
const HOURS = Array.from({ length: 13 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`);

export function PickupWindowFields({ today, idPrefix, start = '10:00', end = '14:00' }: { today: string; idPrefix: string; start?: string; end?: string }) {
  return (
    <div className="form-row">
      <div className="field">
        <label htmlFor={`${idPrefix}-date`}>Día de recolección</label>
        <input id={`${idPrefix}-date`} name="date" type="date" className="input" defaultValue={today} min={today} required />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-start`}>Desde</label>
        <select id={`${idPrefix}-start`} name="start" className="select" defaultValue={start}>{HOURS.slice(0, -2).map((h) => <option key={h}>{h}</option>)}</select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-end`}>Hasta</label>
        <select id={`${idPrefix}-end`} name="end" className="select" defaultValue={end}>{HOURS.slice(2).map((h) => <option key={h}>{h}</option>)}</select>
      </div>
    </div>
  );
}

/** The fields above as the pickup's { date, timeWindow }. */
export function readPickupWindow(form: FormData): { date: string; timeWindow: { start: string; end: string } } {
  return { date: String(form.get('date') ?? ''), timeWindow: { start: String(form.get('start') ?? ''), end: String(form.get('end') ?? '') } };
}
