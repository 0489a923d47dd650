// The one back-off helper (lib/platform/jobs/backoff.ts) gives every job the waits it had before it was shared: the email
// outbox's, the batch rows', the recipient messages' and the webhook retry schedules' (docs/email.md,
// docs/batches.md, docs/tracking.md, docs/api/webhooks.md).
import { describe, expect, it } from 'vitest';
import { EMAIL_BACKOFF } from '@/lib/email/deliver-email';
import { BATCH_ROW_BACKOFF } from '@/lib/batches/purchase-row';
import { MESSAGE_BACKOFF } from '@/lib/notifications/send-messages';
import { webhookRetryBackoff } from '@/lib/webhooks/deliver-webhook';
import { backoff } from './backoff';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('backoff()', () => {
  it('doubles from the first wait, capped, with no jitter unless asked', () => {
    expect([1, 2, 3, 4].map((n) => backoff({ firstMs: 1_000 }, n))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect([1, 5, 6, 7].map((n) => backoff({ firstMs: 1_000, maxMs: 20_000 }, n))).toEqual([1_000, 16_000, 20_000, 20_000]);
    expect(backoff({ firstMs: 1_000 }, 0)).toBe(1_000);
  });

  it('spreads the wait ±jitter around it', () => {
    const policy = { firstMs: 10_000, jitter: 0.2 };
    expect(backoff(policy, 1, () => 0)).toBe(8_000);
    expect(backoff(policy, 1, () => 0.5)).toBe(10_000);
    expect(backoff(policy, 1, () => 1)).toBe(12_000);
  });

  it('walks a listed schedule and ends after its last wait', () => {
    const listed = { delaysMs: [1_500, 3_000] };
    expect([1, 2, 3].map((n) => backoff(listed, n))).toEqual([1_500, 3_000, null]);
  });

  it('email: 30 s doubling up to 2 h, ±20 %', () => {
    expect([1, 2, 5, 30].map((n) => backoff(EMAIL_BACKOFF, n, () => 0.5))).toEqual([30_000, 60_000, 480_000, 2 * HOUR]);
    expect(backoff(EMAIL_BACKOFF, 1, () => 0)).toBe(24_000);
    expect(backoff(EMAIL_BACKOFF, 1, () => 1)).toBe(36_000);
  });

  it('batch rows: 2^attempts seconds, at most a minute', () => {
    expect([1, 2, 3, 5, 6, 9].map((n) => backoff(BATCH_ROW_BACKOFF, n))).toEqual([2_000, 4_000, 8_000, 32_000, 60_000, 60_000]);
  });

  it('recipient messages: 30·2^attempts seconds', () => {
    expect([1, 2, 4].map((n) => backoff(MESSAGE_BACKOFF, n))).toEqual([MINUTE, 2 * MINUTE, 8 * MINUTE]);
  });

  it("webhooks: the endpoint's schedule, three attempts or nine", () => {
    expect([1, 2, 3].map((n) => backoff(webhookRetryBackoff.standard, n))).toEqual([1_500, 3_000, null]);
    const extended = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => backoff(webhookRetryBackoff.extended, n));
    expect(extended).toEqual([1_500, 3_000, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR, null]);
  });
});
