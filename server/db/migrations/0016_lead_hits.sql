CREATE TABLE "lead_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lead_hits_address_at_index" ON "lead_hits" USING btree ("address","at");