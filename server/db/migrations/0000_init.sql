CREATE SEQUENCE "public"."change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "categories" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"order_num" integer DEFAULT 1 NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"logo" text,
	"active" boolean DEFAULT true NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_interactions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_uuid" uuid NOT NULL,
	"company_uuid" uuid NOT NULL,
	"description" text NOT NULL,
	"date" date NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"parish" text,
	"county" text,
	"district" text,
	"phone" text,
	"email" text,
	"credit" boolean DEFAULT false NOT NULL,
	"date" date NOT NULL,
	"hour" text,
	"font" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"creator_user_uuid" uuid,
	"contact_user_uuid" uuid,
	"observation" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_uuid" uuid NOT NULL,
	"label" text NOT NULL,
	"description" text NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financials" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_uuid" uuid NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_uuid_key_pk" PRIMARY KEY("user_uuid","key")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"notification_type" text NOT NULL,
	"vehicle_uuid" uuid,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"vehicle_uuid" uuid NOT NULL,
	"process_date" date,
	"process_creator_uuid" uuid,
	"date_of_sale" date NOT NULL,
	"seller_uuid" uuid,
	"deliver_date" date,
	"month_warranty" integer,
	"mileage_warranty" integer,
	"sale_price" numeric(12, 2) NOT NULL,
	"effective_price" numeric(12, 2),
	"on_signed_contract_value" numeric(12, 2),
	"on_vehicle_delivery_value" numeric(12, 2),
	"loan" boolean DEFAULT false NOT NULL,
	"loan_value" numeric(12, 2),
	"loan_company" uuid,
	"origin" text,
	"stand_location" text,
	"vehicle_kilometers_on_sale_date" integer,
	"business_notes" text,
	"work_to_be_done" text,
	"forecast_date" date,
	"has_retake" boolean DEFAULT false NOT NULL,
	"retake_brand" text,
	"retake_model" text,
	"retake_license_plate" text,
	"retake_mileage" integer,
	"retake_value" numeric(12, 2),
	"client_name" text NOT NULL,
	"client_birth_date" date,
	"client_civil_state" text,
	"client_citizenship_number" text,
	"client_expire_cc_date" date,
	"client_finance_number" text,
	"client_street" text,
	"client_parish" text,
	"client_county" text,
	"client_district" text,
	"client_postal_code" text,
	"client_mobile_number" text,
	"client_email" text,
	"client_activity" text,
	"client_observations" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stands" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"address" text,
	"active" boolean DEFAULT true NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"is_frequent" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"street" text,
	"parish" text,
	"county" text,
	"district" text,
	"phone" text,
	"email" text,
	"nif" text,
	"notes" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tombstones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"uuid" uuid NOT NULL,
	"company_uuid" uuid,
	"user_uuid" uuid,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"company_uuid" uuid NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"role" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_super_user" boolean DEFAULT false NOT NULL,
	"company_uuid" uuid,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_costs" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_uuid" uuid NOT NULL,
	"company_uuid" uuid NOT NULL,
	"cost_type" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"description" text,
	"associated_invoice" text,
	"date" date NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_files" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_uuid" uuid NOT NULL,
	"company_uuid" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text NOT NULL,
	"order_num" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_photos" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_uuid" uuid NOT NULL,
	"company_uuid" uuid NOT NULL,
	"url" text NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"order_num" integer DEFAULT 1 NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_videos" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_uuid" uuid NOT NULL,
	"company_uuid" uuid NOT NULL,
	"url" text NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"stand_uuid" uuid,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"version" text,
	"license_plate" text NOT NULL,
	"date_vehicle" date,
	"first_date_license_plate" date,
	"created_at" date NOT NULL,
	"state" text,
	"type_vehicle" text,
	"color" text,
	"number_doors" integer,
	"number_seats" integer,
	"num_board" text,
	"gross_weight" integer,
	"tara" integer,
	"fuel" text,
	"shift" text,
	"motor_power" integer,
	"cylinder" integer,
	"mileage" integer,
	"availability" text DEFAULT 'VERIFYING' NOT NULL,
	"buy_price" numeric(12, 2),
	"seller_price" numeric(12, 2),
	"preview_costs" numeric(12, 2),
	"associated_costs" numeric(12, 2),
	"retake_person" text,
	"observations" text,
	"iva" boolean DEFAULT false NOT NULL,
	"vehicle_extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_on_promotion" boolean DEFAULT false NOT NULL,
	"promotion_price" numeric(12, 2),
	"short_description" text,
	"long_description" text,
	"supplier_uuid" uuid,
	"supplier_notes" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_interactions" ADD CONSTRAINT "contact_interactions_contact_uuid_contacts_uuid_fk" FOREIGN KEY ("contact_uuid") REFERENCES "public"."contacts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_interactions" ADD CONSTRAINT "contact_interactions_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_creator_user_uuid_users_uuid_fk" FOREIGN KEY ("creator_user_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_contact_user_uuid_users_uuid_fk" FOREIGN KEY ("contact_user_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_category_uuid_categories_uuid_fk" FOREIGN KEY ("category_uuid") REFERENCES "public"."categories"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financials" ADD CONSTRAINT "financials_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_vehicle_uuid_vehicles_uuid_fk" FOREIGN KEY ("vehicle_uuid") REFERENCES "public"."vehicles"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_vehicle_uuid_vehicles_uuid_fk" FOREIGN KEY ("vehicle_uuid") REFERENCES "public"."vehicles"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_process_creator_uuid_users_uuid_fk" FOREIGN KEY ("process_creator_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_seller_uuid_users_uuid_fk" FOREIGN KEY ("seller_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_loan_company_financials_uuid_fk" FOREIGN KEY ("loan_company") REFERENCES "public"."financials"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_notification_uuid_notifications_uuid_fk" FOREIGN KEY ("notification_uuid") REFERENCES "public"."notifications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_costs" ADD CONSTRAINT "vehicle_costs_vehicle_uuid_vehicles_uuid_fk" FOREIGN KEY ("vehicle_uuid") REFERENCES "public"."vehicles"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_costs" ADD CONSTRAINT "vehicle_costs_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_files" ADD CONSTRAINT "vehicle_files_vehicle_uuid_vehicles_uuid_fk" FOREIGN KEY ("vehicle_uuid") REFERENCES "public"."vehicles"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_files" ADD CONSTRAINT "vehicle_files_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_photos" ADD CONSTRAINT "vehicle_photos_vehicle_uuid_vehicles_uuid_fk" FOREIGN KEY ("vehicle_uuid") REFERENCES "public"."vehicles"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_photos" ADD CONSTRAINT "vehicle_photos_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_videos" ADD CONSTRAINT "vehicle_videos_vehicle_uuid_vehicles_uuid_fk" FOREIGN KEY ("vehicle_uuid") REFERENCES "public"."vehicles"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_videos" ADD CONSTRAINT "vehicle_videos_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_stand_uuid_stands_uuid_fk" FOREIGN KEY ("stand_uuid") REFERENCES "public"."stands"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_supplier_uuid_suppliers_uuid_fk" FOREIGN KEY ("supplier_uuid") REFERENCES "public"."suppliers"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_interactions_contact_uuid_index" ON "contact_interactions" USING btree ("contact_uuid");--> statement-breakpoint
CREATE INDEX "contacts_company_uuid_status_index" ON "contacts" USING btree ("company_uuid","status");--> statement-breakpoint
CREATE INDEX "contacts_contact_user_uuid_index" ON "contacts" USING btree ("contact_user_uuid");--> statement-breakpoint
CREATE INDEX "extras_category_uuid_index" ON "extras" USING btree ("category_uuid");--> statement-breakpoint
CREATE INDEX "financials_company_uuid_index" ON "financials" USING btree ("company_uuid");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_index" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_company_uuid_index" ON "notifications" USING btree ("company_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_vehicle_uuid_index" ON "sales" USING btree ("vehicle_uuid");--> statement-breakpoint
CREATE INDEX "sales_company_uuid_date_of_sale_index" ON "sales" USING btree ("company_uuid","date_of_sale");--> statement-breakpoint
CREATE INDEX "sales_seller_uuid_index" ON "sales" USING btree ("seller_uuid");--> statement-breakpoint
CREATE INDEX "stands_company_uuid_index" ON "stands" USING btree ("company_uuid");--> statement-breakpoint
CREATE INDEX "suppliers_company_uuid_index" ON "suppliers" USING btree ("company_uuid");--> statement-breakpoint
CREATE INDEX "tombstones_change_seq_index" ON "tombstones" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "user_notifications_notification_uuid_user_uuid_index" ON "user_notifications" USING btree ("notification_uuid","user_uuid");--> statement-breakpoint
CREATE INDEX "user_notifications_user_uuid_change_seq_index" ON "user_notifications" USING btree ("user_uuid","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_company_uuid_index" ON "users" USING btree ("company_uuid");--> statement-breakpoint
CREATE INDEX "vehicle_costs_vehicle_uuid_index" ON "vehicle_costs" USING btree ("vehicle_uuid");--> statement-breakpoint
CREATE INDEX "vehicle_files_vehicle_uuid_index" ON "vehicle_files" USING btree ("vehicle_uuid");--> statement-breakpoint
CREATE INDEX "vehicle_photos_vehicle_uuid_index" ON "vehicle_photos" USING btree ("vehicle_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_videos_vehicle_uuid_index" ON "vehicle_videos" USING btree ("vehicle_uuid");--> statement-breakpoint
CREATE INDEX "vehicles_company_uuid_availability_index" ON "vehicles" USING btree ("company_uuid","availability");--> statement-breakpoint
CREATE INDEX "vehicles_stand_uuid_index" ON "vehicles" USING btree ("stand_uuid");--> statement-breakpoint
CREATE INDEX "vehicles_company_uuid_change_seq_index" ON "vehicles" USING btree ("company_uuid","change_seq");