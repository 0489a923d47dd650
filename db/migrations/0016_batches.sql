CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"status" text DEFAULT 'validated' NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"total" integer NOT NULL,
	"valid" integer NOT NULL,
	"invalid" integer NOT NULL,
	"pending" integer NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"quoted_centavos" bigint DEFAULT 0 NOT NULL,
	"charged_centavos" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purchase_requested_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "batches_status_check" CHECK ("status" in ('validated', 'processing', 'completed')),
	CONSTRAINT "batches_counts_check" CHECK ("pending" >= 0 AND "created" + "failed" + "pending" <= "valid")
);
--> statement-breakpoint
CREATE TABLE "batch_rows" (
	"batch_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"organization_id" uuid NOT NULL,
	"state" text NOT NULL,
	"internal_reference" text,
	"order" jsonb,
	"errors" jsonb,
	"quote_centavos" bigint,
	"order_id" uuid,
	"guide_number" text,
	"tracking_number" text,
	"charged_centavos" bigint,
	"failure_message" text,
	"failure_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "batch_rows_batch_id_row_number_pk" PRIMARY KEY("batch_id","row_number"),
	CONSTRAINT "batch_rows_state_check" CHECK ("state" in ('invalid', 'valid', 'queued', 'created', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "batch_rows" ADD CONSTRAINT "batch_rows_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "batch_rows" ADD CONSTRAINT "batch_rows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "batch_rows" ADD CONSTRAINT "batch_rows_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "batches_org_created_idx" ON "batches" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "batch_rows_queued_idx" ON "batch_rows" USING btree ("next_attempt_at","batch_id","row_number") WHERE "batch_rows"."state" = 'queued';
