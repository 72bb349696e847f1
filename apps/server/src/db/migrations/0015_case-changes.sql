ALTER TABLE "case_list_changes" DROP CONSTRAINT "case_list_changes_company_id_txid_pk";--> statement-breakpoint
ALTER TABLE "case_list_changes" ADD COLUMN "case_id" uuid;--> statement-breakpoint
CREATE INDEX "case_list_changes_case_txid_idx" ON "case_list_changes" USING btree ("case_id","txid");--> statement-breakpoint
ALTER TABLE "case_list_changes" ADD CONSTRAINT "case_list_changes_company_txid_case_key" UNIQUE NULLS NOT DISTINCT("company_id","txid","case_id");--> statement-breakpoint
-- Issue 23: case_list_changes names the case each change was to (company-wide changes keep case_id null), and
-- every change is told to every portal process on the channel 'case_changes' (case-answer.cache.ts): 'case:{id}',
-- 'company:{id}' (a clerk's name or phone, shown in every case the clerk has) or 'all' (a TRUNCATE). NOTIFY is
-- sent as the transaction commits, not at all when it rolls back, and a transaction's identical notices are one.
-- The triggers are per statement, with the statement's rows as transition tables, so that a statement changing
-- thousands of cases (a bulk move, the demo data) notes each case once, in one insert.
-- A statement that changes more than 500 cases (a bulk move, the demo data) is noted as a change of each of their
-- companies' cases at large, once: the list would be read in full for that many anyway (MAX_MERGED_CASES in
-- case-list.cache.ts), and the case answers of the company are dropped at once instead of one notice per case.
CREATE FUNCTION note_changed_cases(case_ids uuid[], company_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT count(DISTINCT changed) FROM unnest(case_ids) AS changed) > 500 THEN
		INSERT INTO case_list_changes (company_id) SELECT DISTINCT unnest(company_ids) ON CONFLICT DO NOTHING;
		PERFORM pg_notify('case_changes', 'company:' || changed.company_id)
			FROM (SELECT DISTINCT unnest(company_ids) AS company_id) AS changed;
		RETURN;
	END IF;
	INSERT INTO case_list_changes (company_id, case_id)
		SELECT DISTINCT changed.company_id, changed.case_id
		FROM unnest(company_ids, case_ids) AS changed(company_id, case_id)
		ON CONFLICT DO NOTHING;
	PERFORM pg_notify('case_changes', 'case:' || changed.case_id)
		FROM (SELECT DISTINCT unnest(case_ids) AS case_id) AS changed;
END;
$$;
--> statement-breakpoint
-- cases and case_events name their company; case_parties and documents are their case's. A row removed with its
-- case (ON DELETE CASCADE) finds no case: the case's own removal is noted.
CREATE FUNCTION note_case_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	case_ids uuid[];
	company_ids uuid[];
BEGIN
	IF TG_TABLE_NAME = 'cases' THEN
		IF TG_OP <> 'DELETE' THEN
			SELECT array_agg(id), array_agg(company_id) INTO case_ids, company_ids FROM new_rows;
			PERFORM note_changed_cases(case_ids, company_ids);
		END IF;
		-- An update is noted with the old company too, should a case ever move.
		IF TG_OP <> 'INSERT' THEN
			SELECT array_agg(id), array_agg(company_id) INTO case_ids, company_ids FROM old_rows;
			PERFORM note_changed_cases(case_ids, company_ids);
		END IF;
	ELSIF TG_TABLE_NAME = 'case_events' THEN
		IF TG_OP <> 'DELETE' THEN
			SELECT array_agg(case_id), array_agg(company_id) INTO case_ids, company_ids FROM new_rows;
			PERFORM note_changed_cases(case_ids, company_ids);
		END IF;
		IF TG_OP <> 'INSERT' THEN
			SELECT array_agg(case_id), array_agg(company_id) INTO case_ids, company_ids FROM old_rows;
			PERFORM note_changed_cases(case_ids, company_ids);
		END IF;
	ELSE
		IF TG_OP <> 'DELETE' THEN
			SELECT array_agg(cases.id), array_agg(cases.company_id) INTO case_ids, company_ids
				FROM cases WHERE cases.id IN (SELECT case_id FROM new_rows);
			PERFORM note_changed_cases(case_ids, company_ids);
		END IF;
		IF TG_OP <> 'INSERT' THEN
			SELECT array_agg(cases.id), array_agg(cases.company_id) INTO case_ids, company_ids
				FROM cases WHERE cases.id IN (SELECT case_id FROM old_rows);
			PERFORM note_changed_cases(case_ids, company_ids);
		END IF;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER cases_list_change ON cases;
--> statement-breakpoint
DROP TRIGGER case_parties_list_change ON case_parties;
--> statement-breakpoint
DROP TRIGGER case_events_list_change ON case_events;
--> statement-breakpoint
-- A trigger with transition tables fires on one kind of statement: three per table.
CREATE TRIGGER cases_changes_on_insert AFTER INSERT ON cases
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER cases_changes_on_update AFTER UPDATE ON cases
	REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER cases_changes_on_delete AFTER DELETE ON cases
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER case_parties_changes_on_insert AFTER INSERT ON case_parties
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER case_parties_changes_on_update AFTER UPDATE ON case_parties
	REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER case_parties_changes_on_delete AFTER DELETE ON case_parties
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER case_events_changes_on_insert AFTER INSERT ON case_events
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER case_events_changes_on_update AFTER UPDATE ON case_events
	REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER case_events_changes_on_delete AFTER DELETE ON case_events
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
-- Documents show in the case (not in the list): their name, size, type, event, sender and order.
CREATE TRIGGER documents_changes_on_insert AFTER INSERT ON documents
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER documents_changes_on_update AFTER UPDATE ON documents
	REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER documents_changes_on_delete AFTER DELETE ON documents
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
-- A clerk's name (persons) or phone (memberships) shows in every case the clerk has: a change of the company's
-- cases at large (the triggers of 0008, which call this).
CREATE OR REPLACE FUNCTION note_case_list_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'persons' THEN
		INSERT INTO case_list_changes (company_id) SELECT company_id FROM memberships WHERE person_id = NEW.id
			ON CONFLICT DO NOTHING;
		PERFORM pg_notify('case_changes', 'company:' || company_id) FROM memberships WHERE person_id = NEW.id;
	ELSE
		INSERT INTO case_list_changes (company_id) VALUES (NEW.company_id) ON CONFLICT DO NOTHING;
		PERFORM pg_notify('case_changes', 'company:' || NEW.company_id);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A TRUNCATE names no rows: every company's cases changed.
CREATE FUNCTION note_truncated_cases() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO case_list_changes (company_id) SELECT id FROM companies ON CONFLICT DO NOTHING;
	PERFORM pg_notify('case_changes', 'all');
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cases_changes_on_truncate AFTER TRUNCATE ON cases
	FOR EACH STATEMENT EXECUTE FUNCTION note_truncated_cases();
--> statement-breakpoint
CREATE TRIGGER case_parties_changes_on_truncate AFTER TRUNCATE ON case_parties
	FOR EACH STATEMENT EXECUTE FUNCTION note_truncated_cases();
--> statement-breakpoint
CREATE TRIGGER case_events_changes_on_truncate AFTER TRUNCATE ON case_events
	FOR EACH STATEMENT EXECUTE FUNCTION note_truncated_cases();
--> statement-breakpoint
CREATE TRIGGER documents_changes_on_truncate AFTER TRUNCATE ON documents
	FOR EACH STATEMENT EXECUTE FUNCTION note_truncated_cases();
--> statement-breakpoint
-- A company made anew (the demo data after a reset truncated every table, companies and case_list_changes with
-- them, in one statement: the TRUNCATE above then finds no company to note) may reuse an id whose lists and case
-- answers a process still holds: its first row notes a change of all its cases.
CREATE FUNCTION note_new_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO case_list_changes (company_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
	PERFORM pg_notify('case_changes', 'company:' || NEW.id);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER companies_changes_on_insert AFTER INSERT ON companies
	FOR EACH ROW EXECUTE FUNCTION note_new_company();
