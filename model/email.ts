// The states of a message in the email outbox (docs/email.md).

export const emailStatuses = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type EmailStatus = (typeof emailStatuses)[number];
