CREATE TABLE "ride_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"field" varchar(64) NOT NULL,
	"old_value" text,
	"new_value" text
);
--> statement-breakpoint
CREATE TABLE "ride_stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"position" integer NOT NULL,
	"address" varchar(500) NOT NULL,
	"place_id" varchar(200),
	"lat" double precision,
	"lng" double precision,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "rides" (
	"id" serial PRIMARY KEY NOT NULL,
	"secret_ident" varchar(64) NOT NULL,
	"status" varchar(24) DEFAULT 'NEW' NOT NULL,
	"previous_status" varchar(24),
	"version" integer DEFAULT 1 NOT NULL,
	"ride_type" varchar(16) DEFAULT 'TRANSFER' NOT NULL,
	"round_trip" boolean DEFAULT false NOT NULL,
	"to_and_back" boolean DEFAULT false NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"return_date" timestamp with time zone,
	"busy_until" timestamp with time zone NOT NULL,
	"on_the_place_time" timestamp with time zone,
	"done_time" timestamp with time zone,
	"rent_hours" integer,
	"persons" integer DEFAULT 1 NOT NULL,
	"customer_id" integer,
	"passenger_id" integer,
	"driver_id" integer,
	"fleet_manager_id" integer,
	"vehicle_id" integer,
	"vehicle_offer_id" integer,
	"vehicle_category" varchar(32),
	"waiting_minutes" integer DEFAULT 0 NOT NULL,
	"driver_price" integer,
	"client_price" integer,
	"payment_type" varchar(16),
	"paid" boolean DEFAULT false NOT NULL,
	"luggage_large" integer DEFAULT 0 NOT NULL,
	"luggage_small" integer DEFAULT 0 NOT NULL,
	"child_seats" integer DEFAULT 0 NOT NULL,
	"child_seat_cushions" integer DEFAULT 0 NOT NULL,
	"animals" integer DEFAULT 0 NOT NULL,
	"golf_bags" integer DEFAULT 0 NOT NULL,
	"cradles" integer DEFAULT 0 NOT NULL,
	"flight_number" varchar(16),
	"flight_company" varchar(100),
	"flight_arrival" timestamp with time zone,
	"flight_label" varchar(200),
	"driver_note" text,
	"client_note" text,
	"dispatching_note" text,
	"pickup_note" text,
	"destination_note" text,
	"meeting_board" varchar(200),
	"cancel_reason" text,
	"seen_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ride_history" ADD CONSTRAINT "ride_history_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_history" ADD CONSTRAINT "ride_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_stops" ADD CONSTRAINT "ride_stops_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_passenger_id_users_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_fleet_manager_id_users_id_fk" FOREIGN KEY ("fleet_manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ride_history_ride_idx" ON "ride_history" USING btree ("ride_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "ride_stops_ride_position_idx" ON "ride_stops" USING btree ("ride_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rides_secret_ident_idx" ON "rides" USING btree ("secret_ident");--> statement-breakpoint
CREATE INDEX "rides_date_idx" ON "rides" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "rides_status_date_idx" ON "rides" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "rides_driver_date_idx" ON "rides" USING btree ("driver_id","date");--> statement-breakpoint
CREATE INDEX "rides_fleet_date_idx" ON "rides" USING btree ("fleet_manager_id","date");--> statement-breakpoint
CREATE INDEX "rides_customer_date_idx" ON "rides" USING btree ("customer_id","date");--> statement-breakpoint
CREATE INDEX "rides_passenger_date_idx" ON "rides" USING btree ("passenger_id","date");