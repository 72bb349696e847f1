-- Issue 47: the live stream's rows (schema.ts liveEvents), replayed to a browser that reconnects, pruned after minutes.
CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"snapshot_xmin" "xid8" DEFAULT pg_snapshot_xmin(pg_current_snapshot()) NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"case_id" uuid,
	"version" integer,
	"clerk_id" uuid,
	"former_clerk_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"to_membership_ids" uuid[],
	"by_membership_id" uuid,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_company_id_idx" ON "live_events" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- Issue 47. Every live event is told to every portal process on the channel 'live_events' as its transaction
-- commits, never when it rolls back (the caches' rule, decision 0018). Only each process's listening connection
-- hears the channel (db/notices.ts), so its notices come in commit order. A payload over NOTIFY's 8000 bytes goes
-- as the row's id alone, and the listener reads the row.
CREATE FUNCTION notify_live_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	payload text;
BEGIN
	payload := json_build_object('id', NEW.id, 'txid', NEW.txid::text, 'xmin', NEW.snapshot_xmin::text,
		'companyId', NEW.company_id, 'kind', NEW.kind, 'caseId', NEW.case_id, 'version', NEW.version,
		'clerkId', NEW.clerk_id, 'formerClerkIds', NEW.former_clerk_ids, 'toMembershipIds', NEW.to_membership_ids,
		'byMembershipId', NEW.by_membership_id, 'fields', NEW.fields)::text;
	IF octet_length(payload) > 7900 THEN
		payload := json_build_object('id', NEW.id)::text;
	END IF;
	PERFORM pg_notify('live_events', payload);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER live_events_notify AFTER INSERT ON live_events
	FOR EACH ROW EXECUTE FUNCTION notify_live_event();
--> statement-breakpoint
-- A company's users (a membership added, removed or changed, a person's name) and its settings: one company-wide
-- row per company and statement, whoever writes (the services, the admin commands, SQL by hand). A person's consent,
-- welcome or last login, and a membership's one-time notice, are nobody else's business. A TRUNCATE writes
-- nothing: the demo reset tells every process 'all' on the caches' channels, which the live streams answer too.
CREATE FUNCTION note_live_company_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'companies' THEN
		INSERT INTO live_events (company_id, kind)
			SELECT DISTINCT n.id, 'company.changed' FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE to_jsonb(o) IS DISTINCT FROM to_jsonb(n);
	ELSIF TG_TABLE_NAME = 'persons' THEN
		INSERT INTO live_events (company_id, kind)
			SELECT DISTINCT m.company_id, 'users.changed'
			FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN memberships m ON m.person_id = n.id
			WHERE (o.first_name, o.last_name) IS DISTINCT FROM (n.first_name, n.last_name);
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO live_events (company_id, kind) SELECT DISTINCT company_id, 'users.changed' FROM new_rows;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO live_events (company_id, kind) SELECT DISTINCT company_id, 'users.changed' FROM old_rows;
	ELSE
		INSERT INTO live_events (company_id, kind)
			SELECT DISTINCT n.company_id, 'users.changed' FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE to_jsonb(o) - 'added_notice_pending' IS DISTINCT FROM to_jsonb(n) - 'added_notice_pending';
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER companies_live_on_update AFTER UPDATE ON companies
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_live_company_change();
--> statement-breakpoint
CREATE TRIGGER persons_live_on_update AFTER UPDATE ON persons
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_live_company_change();
--> statement-breakpoint
CREATE TRIGGER memberships_live_on_insert AFTER INSERT ON memberships
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_live_company_change();
--> statement-breakpoint
CREATE TRIGGER memberships_live_on_update AFTER UPDATE ON memberships
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_live_company_change();
--> statement-breakpoint
CREATE TRIGGER memberships_live_on_delete AFTER DELETE ON memberships
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_live_company_change();
