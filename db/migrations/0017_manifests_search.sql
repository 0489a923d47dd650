-- Daily close and pickups (issue 19, db/schema/manifests.ts). An order is on one manifest only
-- (manifest_orders_order_uq) and on one pickup only (pickup_orders_order_uq); a manifest never changes once
-- made: UPDATE of a manifest or of its lines is refused by a trigger (deletes only cascade from the organization).
CREATE TABLE "manifests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"manifest_date" date NOT NULL,
	"pickup_address" jsonb NOT NULL,
	"order_count" integer NOT NULL,
	"total_weight_kg" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manifests_order_count_check" CHECK ("order_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "manifest_orders" (
	"manifest_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "manifest_orders_manifest_id_position_pk" PRIMARY KEY("manifest_id","position")
);
--> statement-breakpoint
CREATE TABLE "pickups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"manifest_id" uuid,
	"pickup_address" jsonb NOT NULL,
	"pickup_date" date NOT NULL,
	"window_start" text NOT NULL,
	"window_end" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"order_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "pickups_status_check" CHECK ("status" in ('scheduled', 'completed')),
	CONSTRAINT "pickups_window_check" CHECK ("window_start" < "window_end")
);
--> statement-breakpoint
CREATE TABLE "pickup_orders" (
	"pickup_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	CONSTRAINT "pickup_orders_pickup_id_order_id_pk" PRIMARY KEY("pickup_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "manifest_orders" ADD CONSTRAINT "manifest_orders_manifest_id_manifests_id_fk" FOREIGN KEY ("manifest_id") REFERENCES "public"."manifests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "manifest_orders" ADD CONSTRAINT "manifest_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_manifest_id_manifests_id_fk" FOREIGN KEY ("manifest_id") REFERENCES "public"."manifests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pickup_orders" ADD CONSTRAINT "pickup_orders_pickup_id_pickups_id_fk" FOREIGN KEY ("pickup_id") REFERENCES "public"."pickups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pickup_orders" ADD CONSTRAINT "pickup_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "manifest_orders_order_uq" ON "manifest_orders" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "manifests_org_created_idx" ON "manifests" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "pickups_org_created_idx" ON "pickups" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE UNIQUE INDEX "pickups_manifest_uq" ON "pickups" USING btree ("manifest_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_orders_order_uq" ON "pickup_orders" USING btree ("order_id");
--> statement-breakpoint
CREATE FUNCTION "manifests_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'a manifest never changes once made (%)', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "manifests_no_update" BEFORE UPDATE ON "manifests" FOR EACH ROW EXECUTE FUNCTION "manifests_immutable"();
--> statement-breakpoint
CREATE TRIGGER "manifest_orders_no_update" BEFORE UPDATE ON "manifest_orders" FOR EACH ROW EXECUTE FUNCTION "manifests_immutable"();
