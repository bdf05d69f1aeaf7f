-- One driver cannot hold two overlapping active rides: the database refuses the second one, also
-- when two requests race. btree_gist lets a GiST index compare driver ids with =.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_driver_no_overlap" EXCLUDE USING gist (
  "driver_id" WITH =,
  tstzrange("date", "busy_until", '[)') WITH &&
) WHERE ("driver_id" IS NOT NULL AND "status" IN ('PLANNED', 'ACCEPTED_BY_DRIVER', 'ON_THE_WAY', 'ON_THE_PLACE', 'OCCUPIED'));
--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_busy_after_start" CHECK ("busy_until" > "date");
