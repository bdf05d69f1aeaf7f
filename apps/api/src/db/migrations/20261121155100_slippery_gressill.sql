CREATE TABLE "vehicle_drivers" (
	"vehicle_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	CONSTRAINT "vehicle_drivers_vehicle_id_driver_id_pk" PRIMARY KEY("vehicle_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" varchar(60) NOT NULL,
	"model" varchar(60) NOT NULL,
	"registration_plate" varchar(16) NOT NULL,
	"category" varchar(32) DEFAULT 'STANDARD' NOT NULL,
	"color" varchar(16),
	"interior" varchar(16),
	"first_registration" date,
	"technical_inspection_valid_until" date,
	"insurance_valid_until" date,
	"number_of_people" integer DEFAULT 4 NOT NULL,
	"number_of_luggage" integer DEFAULT 2 NOT NULL,
	"fleet_manager_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"vehicle_id" integer,
	"type" varchar(40) NOT NULL,
	"name" varchar(255) NOT NULL,
	"mime_type" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"valid_until" date,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_drivers" ADD CONSTRAINT "vehicle_drivers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_drivers" ADD CONSTRAINT "vehicle_drivers_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_fleet_manager_id_users_id_fk" FOREIGN KEY ("fleet_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_drivers_driver_idx" ON "vehicle_drivers" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_idx" ON "vehicles" USING btree ("registration_plate");--> statement-breakpoint
CREATE INDEX "vehicles_fleet_idx" ON "vehicles" USING btree ("fleet_manager_id");--> statement-breakpoint
CREATE INDEX "files_user_idx" ON "files" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "files_vehicle_idx" ON "files" USING btree ("vehicle_id","type");--> statement-breakpoint
CREATE INDEX "files_valid_until_idx" ON "files" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "users_client_idx" ON "users" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "users_roles_idx" ON "users" USING gin ("roles");