// A simulated shipment's life: the checkpoints (MyDHL event typeCodes, fixtures/express-event-codes.json) it will
// pass, revealed one by one as time goes by (eventIntervalMs) or when a test advances it (POST /__simulator/advance).
import type { ServiceArea } from './network';

export type Outcome = 'delivered' | 'not_home' | 'bad_address' | 'refused';

type Checkpoint = { typeCode: string; at: 'origin' | 'destination' };

const HAPPY_PATH: Checkpoint[] = [
  { typeCode: 'PU', at: 'origin' },
  { typeCode: 'PL', at: 'origin' },
  { typeCode: 'DF', at: 'origin' },
  { typeCode: 'AF', at: 'destination' },
  { typeCode: 'AR', at: 'destination' },
  { typeCode: 'WC', at: 'destination' },
  { typeCode: 'OK', at: 'destination' },
];

const LAST_CODE: Record<Outcome, string> = { delivered: 'OK', not_home: 'NH', bad_address: 'BA', refused: 'RD' };

/** What each code says, in English (the API's default, Accept-Language "eng") and Spanish ("spa"). */
const DESCRIPTIONS: Record<string, { eng: string; spa: string }> = {
  PU: { eng: 'Shipment picked up', spa: 'Envío recolectado' },
  PL: { eng: 'Processed at', spa: 'Procesado en' },
  DF: { eng: 'Shipment has departed from a DHL facility', spa: 'El envío salió de una instalación de DHL' },
  AF: { eng: 'Arrived at DHL Sort Facility', spa: 'Llegó al centro de clasificación de DHL' },
  AR: { eng: 'Arrived at DHL Delivery Facility', spa: 'Llegó a la instalación de entrega de DHL' },
  WC: { eng: 'Shipment is out with courier for delivery', spa: 'El envío está con el mensajero para su entrega' },
  OK: { eng: 'Delivered', spa: 'Entregado' },
  NH: { eng: 'Delivery attempted; recipient not home', spa: 'Intento de entrega; el destinatario no estaba' },
  BA: { eng: 'Bad address; delivery could not be completed', spa: 'Dirección incorrecta; no se pudo entregar' },
  RD: { eng: 'Delivery refused by the recipient', spa: 'El destinatario rechazó la entrega' },
};

export type RevealedEvent = { typeCode: string; occurredAt: Date; area: ServiceArea };

export class Timeline {
  private readonly plan: Checkpoint[] = [...HAPPY_PATH];
  private readonly revealed: RevealedEvent[] = [];

  constructor(
    private readonly createdAt: Date,
    private readonly origin: ServiceArea,
    private readonly destination: ServiceArea,
    private readonly eventIntervalMs: number | null,
  ) {}

  /** Reveals what the clock has reached, then returns every event so far (oldest first). */
  events(now: Date = new Date()): RevealedEvent[] {
    if (this.eventIntervalMs !== null) {
      const due = Math.floor((now.getTime() - this.createdAt.getTime()) / this.eventIntervalMs);
      while (this.revealed.length < Math.min(due, this.plan.length)) {
        const at = new Date(this.createdAt.getTime() + (this.revealed.length + 1) * this.eventIntervalMs);
        this.reveal(at);
      }
    }
    return [...this.revealed];
  }

  /** Moves on by `steps` checkpoints, or up to `until`; `outcome` decides how the last one ends. */
  advance(options: { steps?: number; until?: string; outcome?: Outcome }, now: Date = new Date()): RevealedEvent[] {
    this.events(now);
    if (options.outcome) this.plan[this.plan.length - 1] = { typeCode: LAST_CODE[options.outcome], at: 'destination' };
    let steps = options.until ? this.plan.length : (options.steps ?? 1);
    while (steps-- > 0 && this.revealed.length < this.plan.length) {
      // a millisecond apart, so the order survives the second-resolution times of the API
      const last = this.revealed.at(-1)?.occurredAt.getTime() ?? 0;
      const event = this.reveal(new Date(Math.max(now.getTime(), last + 1000)));
      if (options.until && event.typeCode === options.until) break;
    }
    return [...this.revealed];
  }

  private reveal(occurredAt: Date): RevealedEvent {
    const checkpoint = this.plan[this.revealed.length];
    const event = { typeCode: checkpoint.typeCode, occurredAt, area: checkpoint.at === 'origin' ? this.origin : this.destination };
    this.revealed.push(event);
    return event;
  }
}

export function describeEvent(event: RevealedEvent, language: 'eng' | 'spa'): string {
  const text = DESCRIPTIONS[event.typeCode]?.[language] ?? event.typeCode;
  return event.typeCode === 'PL' || event.typeCode === 'AF' || event.typeCode === 'AR' ? `${text} ${event.area.description}` : text;
}

const MEXICO_OFFSET_MS = -6 * 60 * 60 * 1000;

/** The local date and time of an instant in Mexico (UTC-06:00, no daylight saving since 2022), as MyDHL sends them. */
export function mexicoLocal(at: Date): { date: string; time: string; offset: string } {
  const local = new Date(at.getTime() + MEXICO_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19), offset: '-06:00' };
}
