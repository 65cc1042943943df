-- Deletions follow visibility (issue 22): a tombstone names the one user, beside the roles that see
-- every record of its kind, who saw the row — a sale's seller, a contact's assignee and, for an
-- interaction, its contact's assignee — so the change feed tells nobody else its uuid.
CREATE OR REPLACE FUNCTION montra_tombstone() RETURNS trigger AS $$
DECLARE
  old_row jsonb := to_jsonb(OLD);
  holder uuid := COALESCE((old_row ->> 'seller_uuid')::uuid, (old_row ->> 'contact_user_uuid')::uuid);
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
  );
  RETURN OLD;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A contact's interactions go before it, while it still names its assignee (the cascade would
-- delete them after it, when the assignee can no longer be read).
CREATE OR REPLACE FUNCTION montra_contact_interactions_first() RETURNS trigger AS $$
BEGIN
  DELETE FROM contact_interactions WHERE contact_uuid = OLD.uuid;
  RETURN OLD;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER contacts_interactions_first BEFORE DELETE ON contacts
  FOR EACH ROW EXECUTE FUNCTION montra_contact_interactions_first();
