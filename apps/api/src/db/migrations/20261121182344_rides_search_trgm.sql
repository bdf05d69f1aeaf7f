-- The rides list's free-text search (`q`) matches `ilike '%text%'` on stop addresses, people's names and
-- flight numbers. Trigram GIN indexes let PostgreSQL answer those without a full scan (pg_trgm ships in
-- contrib; PGlite loads it as an extension, see db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ride_stops_address_trgm_idx" ON "ride_stops" USING gin ("address" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rides_flight_number_trgm_idx" ON "rides" USING gin ("flight_number" gin_trgm_ops);
