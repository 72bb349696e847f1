-- Issue 46. A case's answer counts its internal notes (the tab 'Interne notater (N)'): a note written, changed or
-- deleted is a change of its case for the case answers' and the lists' caches, noted as the other tables of a case
-- are (migration 0015). Mentions and their seen marks are not in the answer and are left out.
CREATE TRIGGER internal_notes_changes_on_insert AFTER INSERT ON internal_notes
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER internal_notes_changes_on_update AFTER UPDATE ON internal_notes
	REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER internal_notes_changes_on_delete AFTER DELETE ON internal_notes
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER internal_notes_changes_on_truncate AFTER TRUNCATE ON internal_notes
	FOR EACH STATEMENT EXECUTE FUNCTION note_truncated_cases();
