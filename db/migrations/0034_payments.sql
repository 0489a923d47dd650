-- Issue 41, payments (docs/payments.md): each organization's own CLABE, the SPEI deposits the bank reports (one row per
-- tracking key) and the callbacks refused before reading, the automatic recharge and its direct debits (one per
-- organization and period), the fiscal data, and the CFDI 4.0 invoices with the top-ups each covers. Two sequences
-- number the CLABE accounts and the invoice folios; a trigger keeps an invoice's built content immutable.
CREATE TABLE "auto_recharge_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"threshold_centavos" bigint NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"period" text DEFAULT 'day' NOT NULL,
	"payer_clabe" text NOT NULL,
	"payer_name" text NOT NULL,
	"mandate_reference" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"suspended_reason" text,
	"suspended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_callback_rejections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reason" text NOT NULL,
	"body" text NOT NULL,
	"client_address" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_key" text NOT NULL,
	"bank_operation_id" text,
	"organization_id" uuid,
	"clabe" text NOT NULL,
	"amount_centavos" bigint,
	"amount_text" text NOT NULL,
	"currency" text DEFAULT 'MXN' NOT NULL,
	"payer_name" text,
	"payer_rfc" text,
	"payer_account" text,
	"payer_institution" text,
	"concept" text,
	"numeric_reference" text,
	"operation_date" date,
	"status" text NOT NULL,
	"return_reason" text,
	"ledger_entry_id" uuid,
	"receipt_queued" boolean DEFAULT false NOT NULL,
	"raw" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_deposits_tracking_key_uq" UNIQUE("tracking_key"),
	CONSTRAINT "bank_deposits_status_known" CHECK ("bank_deposits"."status" in ('credited', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "direct_debits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"bank_reference" text,
	"failure_reason" text,
	"ledger_entry_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "direct_debits_org_period_uq" UNIQUE("organization_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "fiscal_profiles" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"rfc" text NOT NULL,
	"legal_name" text NOT NULL,
	"tax_regime" text NOT NULL,
	"postal_code" text NOT NULL,
	"cfdi_use" text NOT NULL,
	"email" text,
	"invoice_mode" text DEFAULT 'per_topup' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_ledger_entries" (
	"invoice_id" uuid NOT NULL,
	"ledger_entry_id" uuid NOT NULL,
	"amount_centavos" bigint NOT NULL,
	CONSTRAINT "invoice_ledger_entries_entry_uq" UNIQUE("ledger_entry_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" date,
	"series" text NOT NULL,
	"folio" bigint NOT NULL,
	"status" text DEFAULT 'pending_stamp' NOT NULL,
	"receiver" jsonb NOT NULL,
	"subtotal_centavos" bigint NOT NULL,
	"tax_centavos" bigint NOT NULL,
	"total_centavos" bigint NOT NULL,
	"issued_at" text NOT NULL,
	"sealed_xml" text NOT NULL,
	"stamped_xml" text,
	"uuid" text,
	"sat_certificate_number" text,
	"stamped_at" timestamp with time zone,
	"stamp_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"cancellation_reason" text,
	"substitute_uuid" text,
	"cancellation_requested_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"email_queued" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_series_folio_uq" UNIQUE("series","folio"),
	CONSTRAINT "invoices_uuid_uq" UNIQUE("uuid"),
	CONSTRAINT "invoices_org_monthly_uq" UNIQUE("organization_id","kind","period"),
	CONSTRAINT "invoices_status_known" CHECK ("invoices"."status" in ('pending_stamp', 'stamped', 'cancellation_pending', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "organization_clabes" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"clabe" text NOT NULL,
	"account_number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_clabes_clabe_uq" UNIQUE("clabe"),
	CONSTRAINT "organization_clabes_account_uq" UNIQUE("account_number")
);
--> statement-breakpoint
ALTER TABLE "auto_recharge_settings" ADD CONSTRAINT "auto_recharge_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_deposits" ADD CONSTRAINT "bank_deposits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_deposits" ADD CONSTRAINT "bank_deposits_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_profiles" ADD CONSTRAINT "fiscal_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_ledger_entries" ADD CONSTRAINT "invoice_ledger_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_ledger_entries" ADD CONSTRAINT "invoice_ledger_entries_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_clabes" ADD CONSTRAINT "organization_clabes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_callback_rejections_received_idx" ON "bank_callback_rejections" USING btree ("received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bank_deposits_org_received_idx" ON "bank_deposits" USING btree ("organization_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "direct_debits_org_requested_idx" ON "direct_debits" USING btree ("organization_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_ledger_entries_invoice_idx" ON "invoice_ledger_entries" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_org_created_idx" ON "invoices" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_pending_idx" ON "invoices" USING btree ("next_attempt_at") WHERE "invoices"."status" in ('pending_stamp', 'cancellation_pending');

--> statement-breakpoint
CREATE SEQUENCE "organization_clabe_account_seq" START WITH 1 MINVALUE 1 MAXVALUE 99999999999;
--> statement-breakpoint
CREATE SEQUENCE "invoice_folio_seq" START WITH 1 MINVALUE 1;
--> statement-breakpoint
CREATE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.organization_id IS DISTINCT FROM OLD.organization_id OR NEW.kind IS DISTINCT FROM OLD.kind
    OR NEW.period IS DISTINCT FROM OLD.period OR NEW.series IS DISTINCT FROM OLD.series OR NEW.folio IS DISTINCT FROM OLD.folio
    OR NEW.receiver IS DISTINCT FROM OLD.receiver OR NEW.subtotal_centavos IS DISTINCT FROM OLD.subtotal_centavos
    OR NEW.tax_centavos IS DISTINCT FROM OLD.tax_centavos OR NEW.total_centavos IS DISTINCT FROM OLD.total_centavos
    OR NEW.issued_at IS DISTINCT FROM OLD.issued_at OR NEW.sealed_xml IS DISTINCT FROM OLD.sealed_xml
    OR (OLD.stamped_xml IS NOT NULL AND NEW.stamped_xml IS DISTINCT FROM OLD.stamped_xml)
    OR (OLD.uuid IS NOT NULL AND NEW.uuid IS DISTINCT FROM OLD.uuid) THEN
    RAISE EXCEPTION 'invoice % is immutable', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
