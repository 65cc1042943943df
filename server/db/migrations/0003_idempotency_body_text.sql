-- A replayed answer is sent byte for byte as first sent: jsonb would reorder its keys.
ALTER TABLE "idempotency_keys" ALTER COLUMN "body" SET DATA TYPE text;
