// Request and response schemas of pickups (POST /api/v1/pickups, GET /api/v1/pickups/{id}, docs/guias/cierre.md).
import { z } from 'zod';
import '@/lib/errors/zod-es';
import { pickupStatuses } from '@/db/schema';
import { mexicoDaySchema } from '@/lib/manifests/schemas';
import { addressSchema } from '@/lib/orders/schemas';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hourSchema = z.string().trim().regex(HH_MM, { error: 'debe ser una hora HH:MM de 24 horas (por ejemplo, 09:00)' });
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** Pickups happen between 08:00 and 20:00 (Mexico City) in a window of at least two hours. */
export const PICKUP_DAY = { start: '08:00', end: '20:00', minWindowMinutes: 120 } as const;

export const timeWindowSchema = z
  .strictObject({ start: hourSchema, end: hourSchema })
  .superRefine((w, ctx) => {
    if (minutes(w.start) < minutes(PICKUP_DAY.start) || minutes(w.end) > minutes(PICKUP_DAY.end)) {
      ctx.addIssue({ code: 'custom', message: `debe estar entre las ${PICKUP_DAY.start} y las ${PICKUP_DAY.end}`, path: [] });
    } else if (minutes(w.end) - minutes(w.start) < PICKUP_DAY.minWindowMinutes) {
      ctx.addIssue({ code: 'custom', message: 'debe durar al menos 2 horas (la hora final, end, después de la inicial, start)', path: [] });
    }
  });

export const createPickupSchema = z
  .strictObject({
    manifestId: z.uuid({ error: 'debe ser el identificador (UUID) de un manifiesto' }).optional().meta({ description: 'Recoger los paquetes de este manifiesto (en su dirección)' }),
    pickupAddress: addressSchema.optional().meta({ description: 'O bien: recoger los envíos creados en esta dirección (la dirección de recolección completa)' }),
    date: mexicoDaySchema({ min: 0, max: 14 }, 'no puede ser anterior a hoy (hora de la Ciudad de México)', 'debe estar dentro de los próximos 14 días')
      .meta({ description: 'Día de la recolección (AAAA-MM-DD, hora de la Ciudad de México; hoy o hasta 14 días después)' }),
    timeWindow: timeWindowSchema.meta({ description: 'Ventana de horario (HH:MM, Ciudad de México): entre 08:00 y 20:00, de al menos 2 horas' }),
  })
  .superRefine((v, ctx) => {
    if ((v.manifestId === undefined) === (v.pickupAddress === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'indica manifestId o pickupAddress (uno de los dos)', path: ['manifestId'] });
    }
  });
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
  pickupAddress: z.object({ street: z.string(), exteriorNumber: z.string(), neighborhood: z.string(), city: z.string(), state: z.string(), postalCode: z.string() }),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type PickupView = z.infer<typeof pickupSchema>;

export const pickupStatusLabels = { scheduled: 'Programada', completed: 'Recolectada' } as const;
