CREATE TABLE "media_usage" (
	"company_uuid" uuid PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL
);
