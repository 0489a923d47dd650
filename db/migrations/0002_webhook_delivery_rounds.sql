ALTER TABLE "webhook_deliveries" ADD COLUMN "attempt_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "dispatched_at" timestamp with time zone;