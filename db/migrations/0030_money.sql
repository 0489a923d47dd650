-- Issue 34 (docs/billing.md): surcharges priced before purchase (extended zones, oversize and overweight per service,
-- fuel by validity dates), weight adjustments and their disputes with evidence photos, and one ledger whose entries
-- name their kind, order, batch and adjustment. A weight adjustment may take a balance below zero, so the
-- non-negative check goes (purchases keep their conditional debit). The old kinds become the new ones: credit was
-- always a manual credit (admin, CLI, opening balance), debit always a label.
CREATE TABLE "adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"declared" jsonb NOT NULL,
	"measured" jsonb NOT NULL,
	"declared_chargeable_weight_kg" double precision NOT NULL,
	"measured_chargeable_weight_kg" double precision NOT NULL,
	"previous_total_centavos" bigint NOT NULL,
	"new_total_centavos" bigint NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"pricing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photo_url" text,
	"status" text DEFAULT 'open' NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"dispute_deadline_at" timestamp with time zone,
	"disputed_at" timestamp with time zone,
	"dispute_comment" text,
	"dispute_declared" jsonb,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"decision_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adjustments_provider_reference_uq" UNIQUE("provider","provider_reference")
);
--> statement-breakpoint
CREATE TABLE "evidence_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"order_id" uuid,
	"adjustment_id" uuid,
	"batch_id" uuid,
	"kind" text NOT NULL,
	"media_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuel_surcharges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier" text NOT NULL,
	"service" text,
	"rate_basis_points" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_surcharge_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier" text NOT NULL,
	"service" text,
	"oversize_longest_side_cm" double precision,
	"oversize_girth_cm" double precision,
	"oversize_centavos" integer DEFAULT 0 NOT NULL,
	"max_weight_kg" double precision,
	"overweight_per_kg_centavos" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_surcharge_rules_carrier_service_uq" UNIQUE NULLS NOT DISTINCT("carrier","service")
);
--> statement-breakpoint
CREATE TABLE "surcharge_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier" text NOT NULL,
	"service" text,
	"postal_code_from" text NOT NULL,
	"postal_code_to" text NOT NULL,
	"kind" text NOT NULL,
	"surcharge_centavos" integer NOT NULL,
	"delivery_weekdays" smallint[],
	"extra_transit_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" DROP CONSTRAINT "organizations_balance_non_negative";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "adjustment_id" uuid;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_photos" ADD CONSTRAINT "evidence_photos_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_photos" ADD CONSTRAINT "evidence_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_photos" ADD CONSTRAINT "evidence_photos_adjustment_id_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."adjustments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_photos" ADD CONSTRAINT "evidence_photos_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustments_org_created_idx" ON "adjustments" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "adjustments_org_status_created_idx" ON "adjustments" USING btree ("organization_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "adjustments_order_idx" ON "adjustments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "evidence_photos_order_idx" ON "evidence_photos" USING btree ("order_id") WHERE "evidence_photos"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "evidence_photos_adjustment_idx" ON "evidence_photos" USING btree ("adjustment_id") WHERE "evidence_photos"."adjustment_id" is not null;--> statement-breakpoint
CREATE INDEX "evidence_photos_batch_idx" ON "evidence_photos" USING btree ("batch_id") WHERE "evidence_photos"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "fuel_surcharges_carrier_from_idx" ON "fuel_surcharges" USING btree ("carrier","valid_from");--> statement-breakpoint
CREATE INDEX "surcharge_zones_carrier_from_idx" ON "surcharge_zones" USING btree ("carrier","postal_code_from");--> statement-breakpoint
CREATE INDEX "ledger_entries_batch_idx" ON "ledger_entries" USING btree ("batch_id") WHERE "ledger_entries"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_adjustment_idx" ON "ledger_entries" USING btree ("adjustment_id") WHERE "ledger_entries"."adjustment_id" is not null;--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'manual_credit' WHERE "kind" = 'credit';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'label' WHERE "kind" = 'debit';
