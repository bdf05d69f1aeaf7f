DROP INDEX "rides_date_idx";--> statement-breakpoint
DROP INDEX "rides_status_date_idx";--> statement-breakpoint
DROP INDEX "rides_driver_date_idx";--> statement-breakpoint
DROP INDEX "rides_fleet_date_idx";--> statement-breakpoint
DROP INDEX "rides_customer_date_idx";--> statement-breakpoint
DROP INDEX "rides_passenger_date_idx";--> statement-breakpoint
CREATE INDEX "rides_date_idx" ON "rides" USING btree ("date","id","status");--> statement-breakpoint
CREATE INDEX "rides_status_date_idx" ON "rides" USING btree ("status","date","id");--> statement-breakpoint
CREATE INDEX "rides_driver_date_idx" ON "rides" USING btree ("driver_id","date","id","status");--> statement-breakpoint
CREATE INDEX "rides_fleet_date_idx" ON "rides" USING btree ("fleet_manager_id","date","id","status");--> statement-breakpoint
CREATE INDEX "rides_customer_date_idx" ON "rides" USING btree ("customer_id","date","id","status");--> statement-breakpoint
CREATE INDEX "rides_passenger_date_idx" ON "rides" USING btree ("passenger_id","date","id","status");