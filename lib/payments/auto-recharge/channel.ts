// The NOTIFY channel that wakes the automatic recharge job (./job.ts): sent by a debit that leaves a balance below an
// active recharge's threshold (lib/billing/ledger.ts) and by saving an enabled recharge (./settings.ts).
export const AUTO_RECHARGE_NOTIFY_CHANNEL = 'auto_recharge';
