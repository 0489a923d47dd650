-- Standard Webhooks signing, secret rotation with a grace period and opt-in extended retries (issue 21.4-5):
-- the rotated-out secret (stored as the current one is) with the end of its grace, and the endpoint's retry schedule.
-- Also the X-Request-Id of the API request that caused an event (null for provider reports, CLI, workers).
ALTER TABLE "webhooks" ADD COLUMN "previous_secret" text;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "retry_schedule" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_retry_schedule_known" CHECK ("webhooks"."retry_schedule" in ('standard', 'extended'));--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "request_id" text;
