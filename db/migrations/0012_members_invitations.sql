-- Invitations to join an organization (db/schema/members.ts, lib/members/): the link's token is stored only as
-- its sha256; a re-send rotates it. At most one open invitation (neither accepted nor revoked) per address and
-- organization.
CREATE TABLE "member_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"resent_count" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_invitations_token_hash_uq" ON "member_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "member_invitations_open_uq" ON "member_invitations" USING btree ("organization_id","email") WHERE "member_invitations"."accepted_at" IS NULL AND "member_invitations"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "member_invitations_org_created_idx" ON "member_invitations" USING btree ("organization_id","created_at" DESC NULLS LAST);
