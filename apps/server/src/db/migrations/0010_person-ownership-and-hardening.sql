ALTER TABLE "cases" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "added_notice_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "last_company_id" uuid;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "previous_token_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "previous_refresh_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_last_company_id_companies_id_fk" FOREIGN KEY ("last_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_previous_token_idx" ON "sessions" USING btree ("previous_token_hash");--> statement-breakpoint
-- Who has logged in before this column existed: the audit log records every login.
UPDATE "persons" SET "last_login_at" = "logins"."at"
	FROM (SELECT "actor_person_id", max("at") AS "at" FROM "audit_log" WHERE "action" = 'login.success' GROUP BY "actor_person_id") AS "logins"
	WHERE "logins"."actor_person_id" = "persons"."id";
--> statement-breakpoint
-- cases.version (see schema.ts): raised whenever what a clerk edits changes, by whichever writer.
CREATE FUNCTION raise_case_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (OLD.clerk_membership_id, OLD.company_case_ref, OLD.company_note, OLD.archived)
		IS DISTINCT FROM (NEW.clerk_membership_id, NEW.company_case_ref, NEW.company_note, NEW.archived) THEN
		NEW.version := OLD.version + 1;
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cases_raise_version BEFORE UPDATE ON cases
	FOR EACH ROW EXECUTE FUNCTION raise_case_version();
