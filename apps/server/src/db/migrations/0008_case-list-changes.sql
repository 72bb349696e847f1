CREATE TABLE "case_list_changes" (
	"company_id" uuid NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "case_list_changes_company_id_txid_pk" PRIMARY KEY("company_id","txid")
);
--> statement-breakpoint
CREATE INDEX "case_list_changes_changed_at_idx" ON "case_list_changes" USING btree ("changed_at");--> statement-breakpoint
-- The triggers that fill case_list_changes (see schema.ts): one row per company and transaction, whoever writes.
CREATE FUNCTION note_case_list_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
	IF TG_TABLE_NAME = 'case_parties' THEN
		INSERT INTO case_list_changes (company_id)
			SELECT company_id FROM cases WHERE id = changed.case_id
			ON CONFLICT DO NOTHING;
	ELSIF TG_TABLE_NAME = 'persons' THEN
		INSERT INTO case_list_changes (company_id)
			SELECT company_id FROM memberships WHERE person_id = changed.id
			ON CONFLICT DO NOTHING;
	ELSE
		INSERT INTO case_list_changes (company_id) VALUES (changed.company_id) ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cases_list_change AFTER INSERT OR UPDATE OR DELETE ON cases
	FOR EACH ROW EXECUTE FUNCTION note_case_list_change();
--> statement-breakpoint
CREATE TRIGGER case_parties_list_change AFTER INSERT OR UPDATE OR DELETE ON case_parties
	FOR EACH ROW EXECUTE FUNCTION note_case_list_change();
--> statement-breakpoint
CREATE TRIGGER case_events_list_change AFTER INSERT OR UPDATE OR DELETE ON case_events
	FOR EACH ROW EXECUTE FUNCTION note_case_list_change();
--> statement-breakpoint
CREATE TRIGGER memberships_list_change AFTER UPDATE OF phone ON memberships
	FOR EACH ROW WHEN (OLD.phone IS DISTINCT FROM NEW.phone) EXECUTE FUNCTION note_case_list_change();
--> statement-breakpoint
CREATE TRIGGER persons_list_change AFTER UPDATE OF first_name, last_name ON persons
	FOR EACH ROW WHEN ((OLD.first_name, OLD.last_name) IS DISTINCT FROM (NEW.first_name, NEW.last_name))
	EXECUTE FUNCTION note_case_list_change();
