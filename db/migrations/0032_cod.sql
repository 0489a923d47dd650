-- Issue 35, cash on delivery (docs/cod.md): each COD order's collection (a row from the first COD report; an order with
-- is_cod and no row is pending), the provider's remittances with one row per file line (the match report), an
-- organization's COD settings (fee mode, payout CLABE), bank payout batches, the largest COD amount per service, and
-- the platform operators' keys that alone may import remittances. The ledger gains the kind cod_payout (model/money.ts;
-- ledger_entries.kind has no check).
CREATE TABLE "cod_collections" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"status" text NOT NULL,
	"expected_centavos" bigint NOT NULL,
	"collected_centavos" bigint,
	"collected_at" timestamp with time zone,
	"courier_reference" text,
	"discrepancy_centavos" bigint,
	"discrepancy_status" text,
	"discrepancy_resolved_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"refused_reason" text,
	"lost_at" timestamp with time zone,
	"remittance_line_id" uuid,
	"remitted_centavos" bigint,
	"remitted_at" timestamp with time zone,
	"fee_deducted_centavos" bigint DEFAULT 0 NOT NULL,
	"paid_out_centavos" bigint,
	"payout_ledger_entry_id" uuid,
	"payout_batch_id" uuid,
	"paid_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_collections_status_known" CHECK ("cod_collections"."status" in ('pending', 'collected', 'remitted', 'paid_out', 'refused', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "cod_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier" text NOT NULL,
	"service" text,
	"max_centavos" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"clabe" text,
	"beneficiary" text,
	"total_centavos" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exported_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"bank_reference" text
);
--> statement-breakpoint
CREATE TABLE "cod_remittance_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"remittance_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"collected_on" date,
	"outcome" text NOT NULL,
	"order_id" uuid,
	"organization_id" uuid,
	"message" text,
	CONSTRAINT "cod_remittance_lines_line_uq" UNIQUE("remittance_id","line_number")
);
--> statement-breakpoint
CREATE TABLE "cod_remittances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"file_sha256" text NOT NULL,
	"imported_by" text NOT NULL,
	"line_count" integer NOT NULL,
	"total_centavos" bigint NOT NULL,
	"matched_count" integer NOT NULL,
	"matched_centavos" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_remittances_reference_uq" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "cod_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"fee_mode" text DEFAULT 'purchase' NOT NULL,
	"payout_clabe" text,
	"payout_beneficiary" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cod_collections" ADD CONSTRAINT "cod_collections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_collections" ADD CONSTRAINT "cod_collections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_collections" ADD CONSTRAINT "cod_collections_remittance_line_id_cod_remittance_lines_id_fk" FOREIGN KEY ("remittance_line_id") REFERENCES "public"."cod_remittance_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_collections" ADD CONSTRAINT "cod_collections_payout_batch_id_cod_payout_batches_id_fk" FOREIGN KEY ("payout_batch_id") REFERENCES "public"."cod_payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_payout_batches" ADD CONSTRAINT "cod_payout_batches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittance_lines" ADD CONSTRAINT "cod_remittance_lines_remittance_id_cod_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."cod_remittances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittance_lines" ADD CONSTRAINT "cod_remittance_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittance_lines" ADD CONSTRAINT "cod_remittance_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_settings" ADD CONSTRAINT "cod_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_collections_org_status_idx" ON "cod_collections" USING btree ("organization_id","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cod_collections_collected_idx" ON "cod_collections" USING btree ("collected_at") WHERE "cod_collections"."status" = 'collected';--> statement-breakpoint
CREATE INDEX "cod_collections_payout_batch_idx" ON "cod_collections" USING btree ("payout_batch_id") WHERE "cod_collections"."payout_batch_id" is not null;--> statement-breakpoint
CREATE INDEX "cod_collections_org_discrepancy_idx" ON "cod_collections" USING btree ("organization_id") WHERE "cod_collections"."discrepancy_status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "cod_limits_carrier_service_uq" ON "cod_limits" USING btree ("carrier",coalesce("service", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "cod_payout_batches_open_uq" ON "cod_payout_batches" USING btree ("organization_id") WHERE "cod_payout_batches"."status" = 'open';--> statement-breakpoint
CREATE INDEX "cod_payout_batches_org_created_idx" ON "cod_payout_batches" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cod_remittance_lines_org_idx" ON "cod_remittance_lines" USING btree ("organization_id") WHERE "cod_remittance_lines"."organization_id" is not null;--> statement-breakpoint
CREATE INDEX "cod_remittance_lines_order_idx" ON "cod_remittance_lines" USING btree ("order_id") WHERE "cod_remittance_lines"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "cod_remittances_created_idx" ON "cod_remittances" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "operator_keys_hash_uq" ON "operator_keys" USING btree ("key_hash");