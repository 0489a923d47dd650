// The configured message channel. NOTIFICATIONS_MESSAGE_ADAPTER picks it: "log" (default) or a real provider's
// adapter registered here (docs/tracking.md explains how to add Twilio with its env vars). One per process.
import { runtimeEnv } from '@/lib/platform/config';
import { createLoggingAdapter } from './logging';
import type { MessageChannel, MessageChannelAdapter } from './types';

export type { MessageChannel, MessageChannelAdapter, OutgoingMessage } from './types';

const state = ((globalThis as { __enviosMessageChannel?: { current?: MessageChannelAdapter } }).__enviosMessageChannel ??= {});

function channelFromEnv(): MessageChannel {
  return runtimeEnv.messageChannel() === 'whatsapp' ? 'whatsapp' : 'sms';
}

export function getMessageChannel(): MessageChannelAdapter {
  if (!state.current) {
    const name = runtimeEnv.messageAdapter() ?? 'log';
    if (name !== 'log')
      throw new Error(`NOTIFICATIONS_MESSAGE_ADAPTER="${name}" is not a known adapter (lib/notifications/channels/index.ts)`);
    state.current = createLoggingAdapter(channelFromEnv());
  }
  return state.current;
}

/** Tests: use this adapter instead of the configured one (undefined: back to the configuration). */
export function setMessageChannel(adapter: MessageChannelAdapter | undefined): void {
  state.current = adapter;
}
