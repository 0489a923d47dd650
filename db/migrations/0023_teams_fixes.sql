-- Email delivery (lib/email/deliver-email.ts): tries that no SMTP server answered (connection refused, timeout,
-- SMTP_URL unset) are counted apart from the server's answers, so an outage longer than the retry schedule
-- keeps the message waiting instead of failing it; only EMAIL_MAX_AGE_MS fails it.
ALTER TABLE "email_outbox" ADD COLUMN "connection_failures" integer DEFAULT 0 NOT NULL;
