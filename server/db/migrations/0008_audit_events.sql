CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_uuid" uuid,
	"actor_name" text,
	"company_uuid" uuid,
	"action" text NOT NULL,
	"target_kind" text,
	"target_uuid" uuid,
	"target_name" text,
	"outcome" text NOT NULL,
	"address" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_events_company_uuid_id_index" ON "audit_events" USING btree ("company_uuid","id");--> statement-breakpoint
CREATE INDEX "audit_events_at_index" ON "audit_events" USING btree ("at");