-- Issue 41 after review (docs/payments.md): a SPEI tracking key is unique per sending bank and operation day, not
-- globally; a direct debit keeps what it asked so a retry sends the same request; an invoice may fail for good
-- (status failed) and release its top-ups (invoice_ledger_entries.released_at: one active link per top-up), a substitute
-- names the invoice it replaces; invoices cannot be deleted (nor their organization) and move only between the
-- statuses model/payments.ts invoiceTransitions lists.
ALTER TABLE "bank_deposits" DROP CONSTRAINT "bank_deposits_tracking_key_uq";--> statement-breakpoint
ALTER TABLE "invoice_ledger_entries" DROP CONSTRAINT "invoice_ledger_entries_entry_uq";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_known";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "direct_debits" ADD COLUMN "payer_clabe" text;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD COLUMN "payer_name" text;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD COLUMN "mandate_reference" text;--> statement-breakpoint
ALTER TABLE "invoice_ledger_entries" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "replaces_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "related_uuid" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_ledger_entries_entry_uq" ON "invoice_ledger_entries" USING btree ("ledger_entry_id") WHERE "invoice_ledger_entries"."released_at" is null;--> statement-breakpoint
CREATE INDEX "invoice_ledger_entries_entry_idx" ON "invoice_ledger_entries" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "invoices_replaces_idx" ON "invoices" USING btree ("replaces_invoice_id") WHERE "invoices"."replaces_invoice_id" is not null;--> statement-breakpoint
ALTER TABLE "bank_deposits" ADD CONSTRAINT "bank_deposits_tracking_key_uq" UNIQUE NULLS NOT DISTINCT("tracking_key","payer_institution","operation_date");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_known" CHECK ("invoices"."status" in ('pending_stamp', 'stamped', 'cancellation_pending', 'cancelled', 'failed'));

--> statement-breakpoint
CREATE OR REPLACE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoice % cannot be deleted', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.organization_id IS DISTINCT FROM OLD.organization_id OR NEW.kind IS DISTINCT FROM OLD.kind
    OR NEW.period IS DISTINCT FROM OLD.period OR NEW.series IS DISTINCT FROM OLD.series OR NEW.folio IS DISTINCT FROM OLD.folio
    OR NEW.receiver IS DISTINCT FROM OLD.receiver OR NEW.subtotal_centavos IS DISTINCT FROM OLD.subtotal_centavos
    OR NEW.tax_centavos IS DISTINCT FROM OLD.tax_centavos OR NEW.total_centavos IS DISTINCT FROM OLD.total_centavos
    OR NEW.issued_at IS DISTINCT FROM OLD.issued_at OR NEW.sealed_xml IS DISTINCT FROM OLD.sealed_xml
    OR NEW.replaces_invoice_id IS DISTINCT FROM OLD.replaces_invoice_id OR NEW.related_uuid IS DISTINCT FROM OLD.related_uuid
    OR (OLD.stamped_xml IS NOT NULL AND NEW.stamped_xml IS DISTINCT FROM OLD.stamped_xml)
    OR (OLD.uuid IS NOT NULL AND NEW.uuid IS DISTINCT FROM OLD.uuid) THEN
    RAISE EXCEPTION 'invoice % is immutable', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
    (OLD.status = 'pending_stamp' AND NEW.status IN ('stamped', 'failed'))
    OR (OLD.status = 'stamped' AND NEW.status = 'cancellation_pending')
    OR (OLD.status = 'cancellation_pending' AND NEW.status IN ('cancelled', 'stamped'))
  ) THEN
    RAISE EXCEPTION 'invoice % cannot move from % to %', OLD.id, OLD.status, NEW.status USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_not_deleted" BEFORE DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
