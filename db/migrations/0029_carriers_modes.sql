-- Issue 39 (docs/carriers.md, docs/modes.md): carrier accounts with encrypted credentials (one per organization and
-- carrier, or platform-wide with a null organization), the carriers' own labels, what an order was bought with at
-- its carrier, the tracking poll's queue, and test mode as a twin organization of each live one.
CREATE TABLE "carrier_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"carrier" text NOT NULL,
	"credentials_ciphertext" text NOT NULL,
	"credentials_preview" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_accounts_org_carrier_uq" UNIQUE NULLS NOT DISTINCT("organization_id","carrier")
);
--> statement-breakpoint
CREATE TABLE "carrier_documents" (
	"order_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_documents_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "mode" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "live_organization_id" uuid;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "carrier_margin_basis_points" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_service" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_account_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_cost_centavos" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_poll_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_poll_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_accounts" ADD CONSTRAINT "carrier_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_documents" ADD CONSTRAINT "carrier_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_documents_org_idx" ON "carrier_documents" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_live_organization_id_organizations_id_fk" FOREIGN KEY ("live_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_live_organization_uq" ON "organizations" USING btree ("live_organization_id");--> statement-breakpoint
CREATE INDEX "orders_tracking_poll_idx" ON "orders" USING btree ("tracking_poll_at") WHERE "orders"."tracking_poll_at" is not null;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_mode_known" CHECK ("organizations"."mode" in ('live', 'test'));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_mode_twin" CHECK (("organizations"."mode" = 'test') = ("organizations"."live_organization_id" is not null));