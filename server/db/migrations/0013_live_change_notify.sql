-- Live changes (issue 23): every change the feed will serve is announced with NOTIFY, so each
-- instance's one LISTEN connection (server/sync/notify-bus.ts) wakes the event streams of the users
-- who may see it, whichever instance made the write. NOTIFY is transactional: a rolled-back write
-- announces nothing, a committed one is announced after its commit, when the feed can read it.
-- Payload (well under NOTIFY's 8000 bytes): {"c": company or null, "s": change_seq, "t": table,
-- "h": the one user who holds the row, if any (a sale's seller, a contact's assignee, an
-- interaction's contact's assignee, a notification's recipient)} — the server filters with it and
-- sends the streams a cursor only, never the payload.
-- 'montra_users' says a user, a company or an ended session changed: every instance drops its
-- user cache and its set of ended sessions (server/auth/user-cache.ts, revocations.ts).
CREATE OR REPLACE FUNCTION montra_announce(tbl text, row_data jsonb, seq bigint, holder uuid) RETURNS void AS $$
BEGIN
  IF tbl = 'contact_interactions' AND holder IS NULL THEN
    SELECT c.contact_user_uuid INTO holder FROM contacts c WHERE c.uuid = (row_data ->> 'contact_uuid')::uuid;
  END IF;
  PERFORM pg_notify('montra_changes', json_build_object(
    'c', COALESCE(row_data ->> 'company_uuid', CASE WHEN tbl = 'companies' THEN row_data ->> 'uuid' END),
    's', seq,
    't', tbl,
    'h', COALESCE(holder, (row_data ->> 'seller_uuid')::uuid, (row_data ->> 'contact_user_uuid')::uuid,
                  (row_data ->> 'user_uuid')::uuid)
  )::text);
  IF tbl IN ('users', 'companies') THEN
    PERFORM pg_notify('montra_users', tbl);
  END IF;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION montra_touch() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7454001);
  NEW.change_seq := nextval('change_seq');
  NEW.updated_at := now();
  IF TG_OP = 'UPDATE' THEN
    NEW.row_version := OLD.row_version + 1;
  END IF;
  PERFORM montra_announce(TG_TABLE_NAME, to_jsonb(NEW), NEW.change_seq, NULL);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- 0010's tombstone, announcing the deletion under the tombstone's own seq.
CREATE OR REPLACE FUNCTION montra_tombstone() RETURNS trigger AS $$
DECLARE
  old_row jsonb := to_jsonb(OLD);
  holder uuid := COALESCE((old_row ->> 'seller_uuid')::uuid, (old_row ->> 'contact_user_uuid')::uuid);
  seq bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(7454001);
  IF TG_TABLE_NAME = 'contact_interactions' THEN
    SELECT c.contact_user_uuid INTO holder FROM contacts c WHERE c.uuid = (old_row ->> 'contact_uuid')::uuid;
  END IF;
  INSERT INTO tombstones (entity, uuid, company_uuid, user_uuid, owner_uuid)
  VALUES (
    TG_TABLE_NAME,
    OLD.uuid,
    COALESCE((old_row ->> 'company_uuid')::uuid, CASE WHEN TG_TABLE_NAME = 'companies' THEN OLD.uuid END),
    (old_row ->> 'user_uuid')::uuid,
    holder
  )
  RETURNING change_seq INTO seq;
  PERFORM montra_announce(TG_TABLE_NAME, old_row, seq, holder);
  RETURN OLD;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION montra_session_ended() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('montra_users', 'revoked_tokens');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER revoked_tokens_announce AFTER INSERT ON revoked_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION montra_session_ended();
