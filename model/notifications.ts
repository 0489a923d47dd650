// The recipient's notices (docs/tracking.md): the events an organization can notify, the channels, and the
// states of a notice.

export const notificationEvents = ['created', 'picked_up', 'out_for_delivery', 'delivered', 'exception', 'return'] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

export const notificationChannels = ['email', 'sms', 'whatsapp'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationStatuses = ['pending', 'sent', 'failed', 'suppressed'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];
