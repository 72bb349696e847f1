-- Issue 47: who has a case open (schema.ts casePresence), renewed by each tab's beat, gone at expires_at.
CREATE TABLE "case_presence" (
	"session_id" uuid NOT NULL,
	"tab_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"activity" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "case_presence_session_id_tab_id_pk" PRIMARY KEY("session_id","tab_id")
);
--> statement-breakpoint
ALTER TABLE "case_presence" ADD CONSTRAINT "case_presence_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_presence" ADD CONSTRAINT "case_presence_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_presence_case_idx" ON "case_presence" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_presence_expires_at_idx" ON "case_presence" USING btree ("expires_at");--> statement-breakpoint
-- A change of who is on a case, or of what they do there, is told on 'live_presence' as it commits (to the listening
-- connections only, db/notices.ts), with the case's clerk, so that the streams tell only those who see the case. A
-- beat that only moves expires_at is told nobody. A row that goes with its session or case is told too.
CREATE FUNCTION notify_presence_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	changed := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	PERFORM pg_notify('live_presence', json_build_object('companyId', changed.company_id, 'caseId', changed.case_id,
		'clerkId', (SELECT clerk_membership_id FROM cases WHERE id = changed.case_id))::text);
	IF TG_OP = 'UPDATE' AND OLD.case_id <> NEW.case_id THEN
		PERFORM pg_notify('live_presence', json_build_object('companyId', OLD.company_id, 'caseId', OLD.case_id,
			'clerkId', (SELECT clerk_membership_id FROM cases WHERE id = OLD.case_id))::text);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER case_presence_notify_on_insert_delete AFTER INSERT OR DELETE ON case_presence
	FOR EACH ROW EXECUTE FUNCTION notify_presence_change();
--> statement-breakpoint
CREATE TRIGGER case_presence_notify_on_update AFTER UPDATE ON case_presence
	FOR EACH ROW WHEN ((OLD.case_id, OLD.activity) IS DISTINCT FROM (NEW.case_id, NEW.activity))
	EXECUTE FUNCTION notify_presence_change();
