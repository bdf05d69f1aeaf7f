CREATE TABLE "flight_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frequently_used_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"full_address" varchar(500) NOT NULL,
	"place_id" varchar(300),
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"address" varchar(500) NOT NULL,
	"place_id" varchar(300),
	"lat" double precision,
	"lng" double precision,
	"airport" boolean DEFAULT false NOT NULL,
	"train_station" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixed_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_location_id" integer,
	"from_address" varchar(500),
	"from_place_id" varchar(300),
	"to_location_id" integer,
	"to_address" varchar(500),
	"to_place_id" varchar(300),
	"direction" varchar(16) DEFAULT 'ONE_WAY' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"driver_price" integer NOT NULL,
	"client_price" integer NOT NULL,
	"client_id" integer,
	"vehicle_offer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_intervals" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_offer_id" integer NOT NULL,
	"from_m" integer NOT NULL,
	"to_m" integer,
	"price_per_km" integer NOT NULL,
	"minimum_fare" integer NOT NULL,
	"waiting_per_minute" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_offer_clients" (
	"vehicle_offer_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	CONSTRAINT "vehicle_offer_clients_vehicle_offer_id_client_id_pk" PRIMARY KEY("vehicle_offer_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"persons" integer NOT NULL,
	"luggage" integer DEFAULT 0 NOT NULL,
	"transfer" boolean DEFAULT false NOT NULL,
	"rent" boolean DEFAULT false NOT NULL,
	"congress" boolean DEFAULT false NOT NULL,
	"rent_price_per_hour" integer,
	"public" boolean DEFAULT false NOT NULL,
	"description" text,
	"photo_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"situation" varchar(32) NOT NULL,
	"role" varchar(16) NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_situation_role_pk" PRIMARY KEY("situation","role")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "base_client_price" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "waiting_price_per_minute" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "outside_area" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fixed_prices" ADD CONSTRAINT "fixed_prices_from_location_id_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_prices" ADD CONSTRAINT "fixed_prices_to_location_id_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_prices" ADD CONSTRAINT "fixed_prices_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_prices" ADD CONSTRAINT "fixed_prices_vehicle_offer_id_vehicle_offers_id_fk" FOREIGN KEY ("vehicle_offer_id") REFERENCES "public"."vehicle_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_intervals" ADD CONSTRAINT "pricing_intervals_vehicle_offer_id_vehicle_offers_id_fk" FOREIGN KEY ("vehicle_offer_id") REFERENCES "public"."vehicle_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_offer_clients" ADD CONSTRAINT "vehicle_offer_clients_vehicle_offer_id_vehicle_offers_id_fk" FOREIGN KEY ("vehicle_offer_id") REFERENCES "public"."vehicle_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_offer_clients" ADD CONSTRAINT "vehicle_offer_clients_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_offers" ADD CONSTRAINT "vehicle_offers_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_numbers_number_idx" ON "flight_numbers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "locations_position_idx" ON "locations" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "fixed_prices_client_idx" ON "fixed_prices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "fixed_prices_offer_idx" ON "fixed_prices" USING btree ("vehicle_offer_id");--> statement-breakpoint
CREATE INDEX "fixed_prices_from_location_idx" ON "fixed_prices" USING btree ("from_location_id");--> statement-breakpoint
CREATE INDEX "fixed_prices_to_location_idx" ON "fixed_prices" USING btree ("to_location_id");--> statement-breakpoint
CREATE INDEX "pricing_intervals_offer_idx" ON "pricing_intervals" USING btree ("vehicle_offer_id","from_m");--> statement-breakpoint
CREATE INDEX "vehicle_offer_clients_client_idx" ON "vehicle_offer_clients" USING btree ("client_id");