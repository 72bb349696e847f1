ALTER TABLE "cases" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- Issue 24: cases.closed_at, what the statistics count closed cases and open cases over time by. A case closed
-- before this column existed was closed, at the latest, by the last event it has (the complaints body's decision
-- is its last letter), or else by its last change.
UPDATE "cases" SET "closed_at" = coalesce("last_event_at", "updated_at") WHERE "status_code" = 'AVSLUTTET';
--> statement-breakpoint
-- Keeps closed_at to the status, whoever writes (the provider API, the demo data, `cases generate`, SQL by hand):
-- a case becoming closed gets the time its writer gives, or now(); a closed case keeps its time; an open one has
-- none. A case reopened and closed again counts from its last closing.
CREATE FUNCTION keep_case_closed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.status_code <> 'AVSLUTTET' THEN
		NEW.closed_at := NULL;
	ELSIF TG_OP = 'UPDATE' AND OLD.status_code = 'AVSLUTTET' THEN
		NEW.closed_at := coalesce(NEW.closed_at, OLD.closed_at);
	ELSE
		NEW.closed_at := coalesce(NEW.closed_at, now());
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cases_keep_closed_at BEFORE INSERT OR UPDATE OF status_code, closed_at ON cases
	FOR EACH ROW EXECUTE FUNCTION keep_case_closed_at();
