CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"ride_id" integer,
	"billed_ride_id" integer,
	"date" timestamp with time zone,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"vat_percent" double precision NOT NULL,
	"price_without_vat" integer NOT NULL,
	"vat" integer NOT NULL,
	"price_with_vat" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"key" varchar(32) PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) DEFAULT 'INVOICE' NOT NULL,
	"number" varchar(32) NOT NULL,
	"series_key" varchar(32) NOT NULL,
	"seq" integer NOT NULL,
	"uuid" varchar(36) NOT NULL,
	"customer_id" integer,
	"credit_for_id" integer,
	"canceled_by_id" integer,
	"issue_date" date NOT NULL,
	"taxable_date" date NOT NULL,
	"due_date" date NOT NULL,
	"period_from" date,
	"period_to" date,
	"supplier" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"vat_applicable" boolean NOT NULL,
	"currency" varchar(3) DEFAULT 'CZK' NOT NULL,
	"total_without_vat" integer NOT NULL,
	"total_vat" integer NOT NULL,
	"total_with_vat" integer NOT NULL,
	"payment_method" varchar(16) NOT NULL,
	"variable_symbol" varchar(10) NOT NULL,
	"bank_account" varchar(64),
	"iban" varchar(34),
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"position" integer NOT NULL,
	"ride_id" integer,
	"date" timestamp with time zone NOT NULL,
	"route" text NOT NULL,
	"counterpart" varchar(200),
	"payment_type" varchar(16),
	"price_without_vat" integer NOT NULL,
	"price_with_vat" integer NOT NULL,
	"cash" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(16) NOT NULL,
	"user_id" integer,
	"user_name" varchar(200) NOT NULL,
	"fleet_manager_id" integer,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"vat_percent" double precision NOT NULL,
	"price_without_vat" integer NOT NULL,
	"price_with_vat" integer NOT NULL,
	"cash_collected" integer DEFAULT 0 NOT NULL,
	"commission" integer DEFAULT 0 NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"email_sent" boolean DEFAULT false NOT NULL,
	"email_sent_at" timestamp with time zone,
	"subject" varchar(300),
	"status" varchar(16) DEFAULT 'NEW' NOT NULL,
	"dispute_note" text,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "attachment" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_lines" ADD CONSTRAINT "report_lines_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_lines" ADD CONSTRAINT "report_lines_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_billed_ride_idx" ON "invoice_lines" USING btree ("billed_ride_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_seq_idx" ON "invoices" USING btree ("series_key","seq");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "report_lines_report_idx" ON "report_lines" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "reports_user_idx" ON "reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reports_generated_idx" ON "reports" USING btree ("generated_at");--> statement-breakpoint
CREATE INDEX "reports_fleet_idx" ON "reports" USING btree ("fleet_manager_id");