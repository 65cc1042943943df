ALTER TABLE "tombstones" ADD COLUMN "owner_uuid" uuid;--> statement-breakpoint
-- A sale's tombstone names its seller, so sellers who only see their own sales only hear of those deletions.
CREATE OR REPLACE FUNCTION montra_tombstone() RETURNS trigger AS $$
DECLARE
  old_row jsonb := to_jsonb(OLD);
BEGIN
  PERFORM pg_advisory_xact_lock(7454001);
  INSERT INTO tombstones (entity, uuid, company_uuid, user_uuid, owner_uuid)
  VALUES (
    TG_TABLE_NAME,
    OLD.uuid,
    COALESCE((old_row ->> 'company_uuid')::uuid, CASE WHEN TG_TABLE_NAME = 'companies' THEN OLD.uuid END),
    (old_row ->> 'user_uuid')::uuid,
    (old_row ->> 'seller_uuid')::uuid
  );
  RETURN OLD;
END
$$ LANGUAGE plpgsql;
