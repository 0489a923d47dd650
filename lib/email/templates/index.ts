// Every email template, by the name stored in email_outbox.template (the key is the template's `name`;
// tests/jobs/email-templates.test.ts checks they match). Add one line per template (docs/email.md "Adding a
// template"); the sender looks templates up here at send time.
import type { AnyEmailTemplate } from '../template';
import { apiKeyCreated } from './api-key-created';
import { autoRechargeApplied } from './auto-recharge-applied';
import { autoRechargeFailed } from './auto-recharge-failed';
import { depositReceipt } from './deposit-receipt';
import { emailChange } from './email-change';
import { invoiceStamped } from './invoice-stamped';
import { lowBalance } from './low-balance';
import { memberInvitation } from './member-invitation';
import { newSignIn } from './new-sign-in';
import { passwordReset } from './password-reset';
import { recipientNotification } from './recipient-notification';
import { webhookFailing } from './webhook-failing';

export const templates = {
  'api-key-created': apiKeyCreated,
  'auto-recharge-applied': autoRechargeApplied,
  'auto-recharge-failed': autoRechargeFailed,
  'deposit-receipt': depositReceipt,
  'email-change': emailChange,
  'invoice-stamped': invoiceStamped,
  'low-balance': lowBalance,
  'member-invitation': memberInvitation,
  'new-sign-in': newSignIn,
  'password-reset': passwordReset,
  'recipient-notification': recipientNotification,
  'webhook-failing': webhookFailing,
} satisfies Record<string, AnyEmailTemplate>;

export type EmailTemplateName = keyof typeof templates;
