// The organization's recipient-notification settings (settings:manage): which events notify, the From name,
// the Reply-To, and the email and SMS/WhatsApp channels on or off. No row: everything off (opt-in).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import type { DbOrTx } from '@/db/client';
import { recipientNotificationSettings, type RecipientNotificationSettings } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { changedFields } from '@/lib/audit/summary';
import { notificationEvents } from './events';
import { noticeSwitchCache } from './notice-switches';

export type NotificationSettings = Pick<
  RecipientNotificationSettings,
  'emailEnabled' | 'messageEnabled' | 'events' | 'senderName' | 'replyTo'
>;

export const defaultNotificationSettings: NotificationSettings = {
  emailEnabled: false,
  messageEnabled: false,
  events: [...notificationEvents],
  senderName: null,
  replyTo: null,
};

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((v) => !/[\r\n\u0000-\u001f]/.test(v), message)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

export const notificationSettingsSchema = z.strictObject({
  emailEnabled: z.boolean(),
  messageEnabled: z.boolean(),
  events: z.array(z.enum(notificationEvents, 'Elige eventos de la lista.')).max(notificationEvents.length),
  senderName: optionalText(80, 'El nombre del remitente debe tener como máximo 80 caracteres, en una sola línea.'),
  replyTo: z
    .string()
    .trim()
    .refine((v) => v === '' || (v.length <= 254 && z.email().safeParse(v).success), 'La dirección de respuesta debe ser un correo válido.')
    .nullable()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null)),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;

export async function getNotificationSettings(db: DbOrTx, organizationId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select()
    .from(recipientNotificationSettings)
    .where(eq(recipientNotificationSettings.organizationId, organizationId));
  return row
    ? {
        emailEnabled: row.emailEnabled,
        messageEnabled: row.messageEnabled,
        events: row.events,
        senderName: row.senderName,
        replyTo: row.replyTo,
      }
    : defaultNotificationSettings;
}

/** Saves the settings; returns what was stored before (for the audit entry) and after. */
export async function saveNotificationSettings(
  db: DbOrTx,
  params: { organizationId: string; settings: z.output<typeof notificationSettingsSchema>; actor?: AuditActor },
): Promise<{ before: NotificationSettings; after: NotificationSettings }> {
  const after: NotificationSettings = { ...params.settings, events: notificationEvents.filter((e) => params.settings.events.includes(e)) };
  const saved = await db.transaction(async (tx) => {
    const before = await getNotificationSettings(tx, params.organizationId);
    await tx
      .insert(recipientNotificationSettings)
      .values({ organizationId: params.organizationId, ...after })
      .onConflictDoUpdate({ target: recipientNotificationSettings.organizationId, set: { ...after, updatedAt: new Date() } });
    const summary = changedFields(before, after);
    if (params.actor && Object.keys(summary.after).length > 0) {
      await recordAudit(tx, {
        organizationId: params.organizationId,
        actor: params.actor,
        action: 'notifications.updated',
        target: { type: 'organization', id: params.organizationId },
        summary,
      });
    }
    return { before, after };
  });
  // Every process drops its copy when the commit's notification arrives (migration 0025); saved once all of them have.
  await noticeSwitchCache.invalidate(params.organizationId);
  return saved;
}
