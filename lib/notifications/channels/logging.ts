// The default message channel: writes one log line per message (the number masked) instead of sending it.
// Development and tests use it; production uses it until a real adapter is configured (docs/tracking.md).
import { log } from '@/lib/platform/log';
import type { MessageChannel, MessageChannelAdapter, OutgoingMessage } from './types';

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length <= 4 ? '****' : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

export function createLoggingAdapter(channel: MessageChannel = 'sms'): MessageChannelAdapter & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    name: 'log',
    channel,
    sent,
    async send(message) {
      sent.push(message);
      if (sent.length > 100) sent.shift();
      log.info('recipient message (logging adapter, not sent)', {
        channel,
        to: maskPhone(message.to),
        organizationId: message.organizationId,
        notificationId: message.notificationId,
        length: message.body.length,
      });
      return { providerMessageId: null };
    },
  };
}
