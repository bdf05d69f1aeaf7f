CREATE TABLE "payment_events" (
	"event_id" varchar(255) PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"type" varchar(64) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intent_items" (
	"intent_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	CONSTRAINT "payment_intent_items_intent_id_payment_id_pk" PRIMARY KEY("intent_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_intent_id" varchar(255) NOT NULL,
	"client_secret" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'czk' NOT NULL,
	"status" varchar(32) NOT NULL,
	"items_key" text NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"last_error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"public_id" varchar(64) NOT NULL,
	"price" integer NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"description" text,
	"type" varchar(16) NOT NULL,
	"intent_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_intents" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"client_secret" varchar(128) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(32) NOT NULL,
	"idempotency_key" varchar(255),
	"last_error" text,
	"metadata" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_intent_items" ADD CONSTRAINT "payment_intent_items_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent_items" ADD CONSTRAINT "payment_intent_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_intent_items_payment_idx" ON "payment_intent_items" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_provider_intent_idx" ON "payment_intents" USING btree ("provider","provider_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_open_items_idx" ON "payment_intents" USING btree ("items_key") WHERE "payment_intents"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_public_id_idx" ON "payments" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "payments_ride_idx" ON "payments" USING btree ("ride_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_intents_idempotency_idx" ON "sandbox_intents" USING btree ("idempotency_key");