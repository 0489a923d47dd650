// Whether an organization's recipients get any notice of an event. Every order creation and status change asks,
// and most organizations never turn notices on, so the answer is kept in memory (lib/platform/cache/invalidated-cache.ts):
// a change to recipient_notification_settings, from the dashboard, the CLI or plain SQL, notifies every process at
// commit (migration 0025_notice_settings_cache.sql) and the entry is dropped. When nothing can be notified, the
// caller skips the notice statement and its tokens, hashes and parameters altogether (lib/notifications/enqueue.ts).
// The statement itself still reads the settings row: a cached "on" that just went off writes nothing; a cached "off"
// that just went on is stale only until the commit's notification arrives (milliseconds), as for API keys.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { recipientNotificationSettings } from '@/db/schema';
import { InvalidatedCache } from '@/lib/platform/cache/invalidated-cache';
import type { NotificationEvent } from './events';

type Switches = { emailEnabled: boolean; messageEnabled: boolean; events: readonly string[] };
const OFF: Switches = { emailEnabled: false, messageEnabled: false, events: [] };

/** The notice switches by organization id (an organization without a settings row: everything off). */
export const noticeSwitchCache = new InvalidatedCache<Switches>({
  name: 'recipient-notice-switches',
  ttlMs: 60_000,
  maxEntries: 10_000,
  invalidates: (kind, key) => (kind === 'recipient_settings' ? key : null),
});

/** Whether a notice of `event` may go to the recipients of `organizationId` on some channel. */
export async function noticesOn(db: DbOrTx, params: { organizationId: string; event: NotificationEvent }): Promise<boolean> {
  const switches = await noticeSwitchCache.get(params.organizationId, async () => {
    const [row] = await db
      .select({
        emailEnabled: recipientNotificationSettings.emailEnabled,
        messageEnabled: recipientNotificationSettings.messageEnabled,
        events: recipientNotificationSettings.events,
      })
      .from(recipientNotificationSettings)
      .where(eq(recipientNotificationSettings.organizationId, params.organizationId));
    return row ?? OFF;
  });
  const s = switches ?? OFF;
  return (s.emailEnabled || s.messageEnabled) && s.events.includes(params.event);
}
