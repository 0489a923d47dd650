-- Recipient notifications (issue 20, db/schema/notifications.ts): per-organization settings, one row per
-- order + event + channel ever sent (the unique index is what makes a repeated provider report notify once),
-- and the unsubscribe list keyed by organization + sha256 of the recipient's address.
CREATE TABLE "recipient_notification_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"email_enabled" boolean DEFAULT false NOT NULL,
	"message_enabled" boolean DEFAULT false NOT NULL,
	"events" text[] DEFAULT '{created,picked_up,out_for_delivery,delivered,exception,return}'::text[] NOT NULL,
	"sender_name" text,
	"reply_to" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipient_notification_settings" ADD CONSTRAINT "recipient_notification_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "recipient_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"recipient_hash" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"email_outbox_id" uuid,
	"body" text,
	"to_address" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipient_notifications" ADD CONSTRAINT "recipient_notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "recipient_notifications_once_uq" ON "recipient_notifications" USING btree ("order_id","event","channel");
--> statement-breakpoint
CREATE UNIQUE INDEX "recipient_notifications_unsubscribe_uq" ON "recipient_notifications" USING btree ("unsubscribe_token_hash");
--> statement-breakpoint
CREATE INDEX "recipient_notifications_due_idx" ON "recipient_notifications" USING btree ("created_at") WHERE "recipient_notifications"."status" = 'pending' and "recipient_notifications"."channel" <> 'email';
--> statement-breakpoint
CREATE TABLE "recipient_suppressions" (
	"organization_id" uuid NOT NULL,
	"recipient_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_suppressions_organization_id_recipient_hash_pk" PRIMARY KEY("organization_id","recipient_hash")
);
--> statement-breakpoint
ALTER TABLE "recipient_suppressions" ADD CONSTRAINT "recipient_suppressions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
