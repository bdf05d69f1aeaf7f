CREATE TABLE "blog_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"heading" varchar(200) NOT NULL,
	"text" text NOT NULL,
	"picture_id" integer,
	"recipient_type" varchar(32) NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_dismissals" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "board_dismissals_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "board_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"priority" varchar(8) NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer,
	"user_id" integer,
	"role" varchar(16),
	"kind" varchar(32) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"recipient" varchar(320) NOT NULL,
	"language" varchar(2) DEFAULT 'cs' NOT NULL,
	"subject" varchar(300),
	"text" text NOT NULL,
	"html" text,
	"sensitive" boolean DEFAULT false NOT NULL,
	"status" varchar(8) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(500),
	"dedupe_key" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_reminders" (
	"document_key" varchar(64) NOT NULL,
	"expires_on" date NOT NULL,
	"step" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_reminders_document_key_expires_on_step_pk" PRIMARY KEY("document_key","expires_on","step")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "passenger_alerts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_picture_id_files_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_dismissals" ADD CONSTRAINT "board_dismissals_message_id_board_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."board_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_dismissals" ADD CONSTRAINT "board_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_messages" ADD CONSTRAINT "board_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_articles_recipient_idx" ON "blog_articles" USING btree ("recipient_type","date");--> statement-breakpoint
CREATE INDEX "board_messages_date_idx" ON "board_messages" USING btree ("date");--> statement-breakpoint
CREATE INDEX "deliveries_ride_idx" ON "deliveries" USING btree ("ride_id","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_status_idx" ON "deliveries" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_dedupe_idx" ON "deliveries" USING btree ("dedupe_key");