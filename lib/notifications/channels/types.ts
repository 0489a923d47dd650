// A message channel for SMS or WhatsApp notices: one small interface, so a real provider (Twilio, say) plugs in
// without touching the rest (docs/tracking.md, "Message channel"). The default adapter only logs.
export type MessageChannel = 'sms' | 'whatsapp';

export type OutgoingMessage = {
  /** the recipient's phone number as the order gave it */
  to: string;
  /** plain text, Spanish, with the tracking and unsubscribe links */
  body: string;
  organizationId: string;
  notificationId: string;
};

export interface MessageChannelAdapter {
  readonly name: string;
  readonly channel: MessageChannel;
  /** Sends one message; throws to have it retried. Never logs the full number. */
  send(message: OutgoingMessage): Promise<{ providerMessageId: string | null }>;
}
