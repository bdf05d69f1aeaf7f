CREATE TABLE "driver_positions" (
	"driver_id" integer PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"heading" smallint NOT NULL,
	"speed" real NOT NULL,
	"accuracy" real,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ride_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hide_trip_offers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "tracking_slug" varchar(64) DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_notifications" ADD CONSTRAINT "ride_notifications_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_positions_recorded_idx" ON "driver_positions" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "ride_notifications_ride_idx" ON "ride_notifications" USING btree ("ride_id","created_at");--> statement-breakpoint
CREATE INDEX "ride_notifications_undelivered_idx" ON "ride_notifications" USING btree ("created_at") WHERE "ride_notifications"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_notifications_approaching_idx" ON "ride_notifications" USING btree ("ride_id") WHERE "ride_notifications"."kind" = 'APPROACHING';--> statement-breakpoint
CREATE UNIQUE INDEX "rides_tracking_slug_idx" ON "rides" USING btree ("tracking_slug");