-- API request log (issue 21.2; docs/request-log.md): one row per /api/v1 request, written in batches off the
-- request's path (lib/request-log/buffer.ts). Daily partitions on created_at (UTC days) so that keeping 30 days
-- is dropping whole partitions (lib/request-log/retention.ts), never a DELETE that bloats the table. The
-- primary key must hold the partition key, hence (id, created_at). No foreign keys: a log row is history,
-- and a check per inserted row would cost every batch; rows of a removed organization age out with the rest.
CREATE TABLE "request_logs" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"request_id" text NOT NULL,
	"organization_id" uuid,
	"api_key_id" uuid,
	"api_key_name" text,
	"method" text NOT NULL,
	"path_template" text,
	"path" text NOT NULL,
	"query" text,
	"status" smallint NOT NULL,
	"error_code" text,
	"duration_ms" integer NOT NULL,
	"ip" text,
	"user_agent" text,
	"request_body" text,
	"response_body" text,
	CONSTRAINT "request_logs_pkey" PRIMARY KEY ("id", "created_at")
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
CREATE INDEX "request_logs_org_created_idx" ON "request_logs" USING btree ("organization_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "request_logs_request_id_idx" ON "request_logs" USING btree ("request_id");
--> statement-breakpoint
-- The partitions of the UTC days first_day..last_day that do not exist yet, named request_logs_YYYYMMDD.
-- Called at start-up and hourly by every server process (and by a batch that found no partition for a row).
CREATE FUNCTION "ensure_request_log_partitions"(first_day date, last_day date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
	day date := first_day;
	created integer := 0;
	name text;
BEGIN
	-- Several processes run this at once: one at a time, the others then find the partitions there.
	PERFORM pg_advisory_xact_lock(hashtext('request_logs_partitions'));
	WHILE day <= last_day LOOP
		name := 'request_logs_' || to_char(day, 'YYYYMMDD');
		IF to_regclass(name) IS NULL THEN
			EXECUTE format(
				'CREATE TABLE %I PARTITION OF request_logs FOR VALUES FROM (%L) TO (%L)',
				name, (day::timestamp AT TIME ZONE 'UTC'), ((day + 1)::timestamp AT TIME ZONE 'UTC'));
			created := created + 1;
		END IF;
		day := day + 1;
	END LOOP;
	RETURN created;
END $$;
--> statement-breakpoint
-- Drops the partitions of the UTC days before first_kept_day; returns how many were dropped.
CREATE FUNCTION "drop_request_log_partitions"(first_kept_day date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
	part record;
	dropped integer := 0;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('request_logs_partitions'));
	FOR part IN
		SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
		WHERE i.inhparent = 'request_logs'::regclass AND c.relname ~ '^request_logs_[0-9]{8}$'
	LOOP
		IF to_date(substr(part.relname, 14), 'YYYYMMDD') < first_kept_day THEN
			EXECUTE format('DROP TABLE %I', part.relname);
			dropped := dropped + 1;
		END IF;
	END LOOP;
	RETURN dropped;
END $$;
--> statement-breakpoint
SELECT "ensure_request_log_partitions"((now() AT TIME ZONE 'UTC')::date - 1, (now() AT TIME ZONE 'UTC')::date + 7);
