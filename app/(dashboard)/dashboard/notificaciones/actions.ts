'use server';
// Saving the recipient-notification settings (settings:manage), with its audit entry in the same transaction.
import { revalidatePath } from 'next/cache';
import { getDb } from '@/lib/platform/db';
import { orgAction } from '@/lib/http/server-action';
import { notificationSettingsSchema, saveNotificationSettings } from '@/lib/notifications/settings';

export const saveNotificationSettingsAction = orgAction(
  { name: 'saveNotificationSettings', permission: 'settings:manage', input: notificationSettingsSchema },
  async ({ session, input, actor }) => {
    const { after } = await saveNotificationSettings(getDb(), { organizationId: session.liveOrganizationId, settings: input, actor });
    revalidatePath('/dashboard/notificaciones');
    return after;
  },
);
