-- Every change that ends or narrows a session is told to every portal process on the channel 'session_changes'
-- (architecture §5, modules/session/session-cache.ts): a process keeps the sessions it has read in memory and drops
-- those it hears of. NOTIFY is sent when the transaction commits, and not at all when it rolls back; PostgreSQL
-- folds a transaction's identical notices into one. The payload names what changed: 'session:{id}',
-- 'membership:{id}', 'person:{id}', or 'all' (a role's level, a TRUNCATE).
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	IF TG_LEVEL = 'STATEMENT' OR TG_TABLE_NAME = 'roles' THEN
		PERFORM pg_notify('session_changes', 'all');
		RETURN NULL;
	END IF;
	changed := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	PERFORM pg_notify('session_changes', CASE TG_TABLE_NAME
		WHEN 'sessions' THEN 'session:'
		WHEN 'memberships' THEN 'membership:'
		ELSE 'person:' END || changed.id::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_session_change_on_delete AFTER DELETE ON sessions
	FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
-- A refresh replaces the session token; last_seen_at alone (the idle clock) is written every 15 s and told nobody.
CREATE TRIGGER sessions_session_change_on_update AFTER UPDATE ON sessions
	FOR EACH ROW WHEN (
		(OLD.token_hash, OLD.membership_id, OLD.person_id, OLD.access_expires_at, OLD.absolute_expires_at)
		IS DISTINCT FROM
		(NEW.token_hash, NEW.membership_id, NEW.person_id, NEW.access_expires_at, NEW.absolute_expires_at)
	) EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER memberships_session_change_on_update AFTER UPDATE ON memberships
	FOR EACH ROW WHEN (
		(OLD.disabled, OLD.role_id, OLD.company_id, OLD.person_id)
		IS DISTINCT FROM (NEW.disabled, NEW.role_id, NEW.company_id, NEW.person_id)
	) EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER memberships_session_change_on_delete AFTER DELETE ON memberships
	FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER persons_session_change_on_update AFTER UPDATE ON persons
	FOR EACH ROW WHEN (
		(OLD.consent, OLD.welcome_dismissed) IS DISTINCT FROM (NEW.consent, NEW.welcome_dismissed)
	) EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER persons_session_change_on_delete AFTER DELETE ON persons
	FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER roles_session_change AFTER UPDATE OR DELETE ON roles
	FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_session_change_on_truncate AFTER TRUNCATE ON sessions
	FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER memberships_session_change_on_truncate AFTER TRUNCATE ON memberships
	FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER persons_session_change_on_truncate AFTER TRUNCATE ON persons
	FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER roles_session_change_on_truncate AFTER TRUNCATE ON roles
	FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
