CREATE TABLE "ride_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"digest" varchar(64) NOT NULL,
	"file_name" varchar(255),
	"rides" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "ride_imports" ADD CONSTRAINT "ride_imports_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_imports" ADD CONSTRAINT "ride_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_imports_customer_digest_idx" ON "ride_imports" USING btree ("customer_id","digest");--> statement-breakpoint
CREATE INDEX "ride_imports_created_idx" ON "ride_imports" USING btree ("created_at");