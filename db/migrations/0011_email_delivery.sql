-- Email delivery (lib/email): per-message sender name, Reply-To and List-Unsubscribe (recipient notifications
-- carry the organization's name and its support address), and the index the runner uses to take back a
-- message whose sender died while holding it ('sending' with an expired lease).
ALTER TABLE "email_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "list_unsubscribe_url" text;--> statement-breakpoint
CREATE INDEX "email_outbox_lease_idx" ON "email_outbox" USING btree ("locked_until") WHERE "email_outbox"."status" = 'sending';
