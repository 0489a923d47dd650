// Request and response schemas of pickups (POST /api/v1/pickups, GET /api/v1/pickups/{id}, docs/guias/lotes.md).
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { pickupStatuses } from '@/db/schema';
import { daysBetween, isCalendarDate, mexicoCityDay } from '@/lib/platform/time/mexico-city';
import { mexicoDaySchema } from '@/lib/manifests/schemas';
import { addressSchema } from '@/lib/orders/schemas';
import { PICKUP_DAY, pickupWindowProblem, sameDayCutoff, toMinutes as minutes } from './pickup-window';

export { PICKUP_DAY } from './pickup-window';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hourSchema = z.string().trim().regex(HH_MM, { error: 'debe ser una hora HH:MM de 24 horas (por ejemplo, 09:00)' });

export const timeWindowSchema = z.strictObject({ start: hourSchema, end: hourSchema }).superRefine((w, ctx) => {
  if (minutes(w.start) < minutes(PICKUP_DAY.start) || minutes(w.end) > minutes(PICKUP_DAY.end)) {
    ctx.addIssue({ code: 'custom', message: `debe estar entre las ${PICKUP_DAY.start} y las ${PICKUP_DAY.end}`, path: [] });
  } else if (minutes(w.end) - minutes(w.start) < PICKUP_DAY.minWindowMinutes) {
    ctx.addIssue({ code: 'custom', message: 'debe durar al menos 2 horas (la hora final, end, después de la inicial, start)', path: [] });
  }
});

export const createPickupSchema = z
  .strictObject({
    manifestId: z
      .uuid({ error: 'debe ser el identificador (UUID) de un manifiesto' })
      .optional()
      .meta({ description: 'Recoger los paquetes de este manifiesto (en su dirección)' }),
    pickupAddress: addressSchema
      .optional()
      .meta({ description: 'O bien: recoger los envíos creados en esta dirección (la dirección de recolección completa)' }),
    date: mexicoDaySchema(
      { min: 0, max: 14 },
      'no puede ser anterior a hoy (hora de la Ciudad de México)',
      'debe estar dentro de los próximos 14 días',
    ).meta({
      description: 'Día de la recolección (AAAA-MM-DD, hora de la Ciudad de México): de lunes a viernes, hoy o hasta 14 días después',
    }),
    timeWindow: timeWindowSchema.meta({
      description: `Ventana de horario (HH:MM, Ciudad de México): entre 08:00 y 20:00, de al menos 2 horas, que empiece al menos 1 hora después de solicitarla (para hoy, la hora límite es las ${sameDayCutoff})`,
    }),
  })
  .superRefine((v, ctx) => {
    if ((v.manifestId === undefined) === (v.pickupAddress === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'indica manifestId o pickupAddress (uno de los dos)', path: ['manifestId'] });
    }
    // A well-formed day and window that the clock already rules out (lib/pickups/pickup-window.ts): a weekend, a
    // window that started or starts within the hour, today after the cut-off. Checked against the clock of the
    // request, so a confirmation number is never given for a visit that cannot happen.
    if (!isBookable(v)) return;
    const problem = pickupWindowProblem(v, new Date());
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });

/** The day and window passed their own checks (a day in range, HH:MM hours within the pickup day, 2 hours or more). */
function isBookable(v: {
  date?: unknown;
  timeWindow?: { start?: unknown; end?: unknown };
}): v is { date: string; timeWindow: { start: string; end: string } } {
  const { start, end } = v.timeWindow ?? {};
  if (typeof v.date !== 'string' || typeof start !== 'string' || typeof end !== 'string') return false;
  if (!isCalendarDate(v.date) || !HH_MM.test(start) || !HH_MM.test(end)) return false;
  const ahead = daysBetween(mexicoCityDay(), v.date);
  return (
    ahead >= 0 &&
    ahead <= 14 &&
    minutes(start) >= minutes(PICKUP_DAY.start) &&
    minutes(end) <= minutes(PICKUP_DAY.end) &&
    minutes(end) - minutes(start) >= PICKUP_DAY.minWindowMinutes
  );
}
export type CreatePickupInput = z.infer<typeof createPickupSchema>;

export const pickupSchema = z.object({
  id: z.uuid(),
  status: z.enum(pickupStatuses).meta({ description: 'scheduled (confirmada por el proveedor) o completed (paquetes recolectados)' }),
  statusLabel: z.string(),
  manifestId: z.uuid().nullable(),
  date: z.string(),
  timeWindow: z.object({ start: z.string(), end: z.string() }),
  provider: z.string(),
  confirmationNumber: z.string(),
  orderCount: z.number().int(),
  pickedUp: z.number().int().meta({ description: 'Paquetes que el proveedor ya reportó como recolectados (o más adelante)' }),
  pickupAddress: z.object({
    street: z.string(),
    exteriorNumber: z.string(),
    neighborhood: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
  }),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type PickupView = z.infer<typeof pickupSchema>;

export const pickupStatusLabels = { scheduled: 'Programada', completed: 'Recolectada' } as const;
