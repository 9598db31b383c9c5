CREATE TABLE "sign_in_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(400) NOT NULL,
	"attempt_time" timestamp with time zone DEFAULT now() NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" varchar(63) NOT NULL,
	"channel" varchar(63) NOT NULL,
	"company_name" varchar(200) NOT NULL,
	"logo" text,
	"transparent_logo" text,
	"theme_color_code" varchar(16) NOT NULL,
	"primary_color_code" varchar(16) NOT NULL,
	"secondary_color_code" varchar(16) NOT NULL,
	"content_background_color_code" varchar(16) NOT NULL,
	"content_text_color_code" varchar(16) NOT NULL,
	"database_url" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_tag_unique" UNIQUE("tag")
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_key_time" ON "sign_in_failures" USING btree ("key","attempt_time");