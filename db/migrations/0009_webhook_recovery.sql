-- Webhook recovery and endpoint health (issue 21.6): recovery jobs that re-queue an endpoint's failed deliveries
-- since a time (webhook_recoveries, deliveries remember the recovery that re-queued them), the failure streak of an
-- endpoint (failing_since) and its automatic disabling (disabled_at, disabled_reason), and the indexes of the
-- order events list and of the recovery's scan.
ALTER TABLE "webhooks" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
CREATE TABLE "webhook_recoveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"webhook_id" uuid NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"cursor_created_at" timestamp with time zone,
	"cursor_id" uuid,
	"locked_until" timestamp with time zone,
	"dispatched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_recoveries" ADD CONSTRAINT "webhook_recoveries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_recoveries" ADD CONSTRAINT "webhook_recoveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_recoveries_open_uq" ON "webhook_recoveries" USING btree ("webhook_id") WHERE "webhook_recoveries"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "webhook_recoveries_open_idx" ON "webhook_recoveries" USING btree ("created_at") WHERE "webhook_recoveries"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "webhook_recoveries_webhook_idx" ON "webhook_recoveries" USING btree ("webhook_id","created_at");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "recovery_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_recovery_id_webhook_recoveries_id_fk" FOREIGN KEY ("recovery_id") REFERENCES "public"."webhook_recoveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_recovery_idx" ON "webhook_deliveries" USING btree ("recovery_id") WHERE "webhook_deliveries"."recovery_id" is not null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_unsent_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at","id") WHERE "webhook_deliveries"."state" in ('failed', 'cancelled');--> statement-breakpoint
CREATE INDEX "webhook_events_order_idx" ON "webhook_events" USING btree ("order_id","created_at") WHERE "webhook_events"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","started_at");
