CREATE TABLE "announcement_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"icon" varchar(100) NOT NULL,
	"is_notification" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_multimedias" (
	"id" serial PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_path" text NOT NULL,
	"file_extension" varchar(10) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_send_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_send_histories_user_xor_group" CHECK (("announcement_send_histories"."user_id" is null) <> ("announcement_send_histories"."group_id" is null))
);
--> statement-breakpoint
CREATE TABLE "announcement_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(300) NOT NULL,
	"spot_text" varchar(1000),
	"body" text NOT NULL,
	"category_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_type_id" integer NOT NULL,
	"description" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disaster_user_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"disaster_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"response" boolean NOT NULL,
	"latitude" numeric(10, 7),
	"longitude" numeric(10, 7),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disaster_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"disaster_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_date" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disasters" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(100) NOT NULL,
	"is_editable" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "config_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "config_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"code" varchar(100) NOT NULL,
	"kind" varchar(16) DEFAULT 'select' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" varchar(50),
	"default_value" text,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "config_settings_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "config_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"setting_id" integer NOT NULL,
	"value" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disclaimer_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"disclaimer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disclaimers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"value" text NOT NULL,
	"version" varchar(20) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"uniq_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone,
	"deleted_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "announcement_multimedias" ADD CONSTRAINT "announcement_multimedias_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_send_histories" ADD CONSTRAINT "announcement_send_histories_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_send_histories" ADD CONSTRAINT "announcement_send_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_send_histories" ADD CONSTRAINT "announcement_send_histories_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_users" ADD CONSTRAINT "announcement_users_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_users" ADD CONSTRAINT "announcement_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_category_id_announcement_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."announcement_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_complaint_type_id_complaint_types_id_fk" FOREIGN KEY ("complaint_type_id") REFERENCES "public"."complaint_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disaster_user_responses" ADD CONSTRAINT "disaster_user_responses_disaster_id_disasters_id_fk" FOREIGN KEY ("disaster_id") REFERENCES "public"."disasters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disaster_user_responses" ADD CONSTRAINT "disaster_user_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disaster_users" ADD CONSTRAINT "disaster_users_disaster_id_disasters_id_fk" FOREIGN KEY ("disaster_id") REFERENCES "public"."disasters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disaster_users" ADD CONSTRAINT "disaster_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_settings" ADD CONSTRAINT "config_settings_group_id_config_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."config_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_values" ADD CONSTRAINT "config_values_setting_id_config_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."config_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclaimer_users" ADD CONSTRAINT "disclaimer_users_disclaimer_id_disclaimers_id_fk" FOREIGN KEY ("disclaimer_id") REFERENCES "public"."disclaimers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclaimer_users" ADD CONSTRAINT "disclaimer_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_categories_name" ON "announcement_categories" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "announcement_multimedias_announcement" ON "announcement_multimedias" USING btree ("announcement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "announcement_send_histories_user" ON "announcement_send_histories" USING btree ("announcement_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "announcement_send_histories_group" ON "announcement_send_histories" USING btree ("announcement_id","group_id");--> statement-breakpoint
CREATE INDEX "announcement_send_histories_by_user" ON "announcement_send_histories" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "announcement_send_histories_by_group" ON "announcement_send_histories" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "announcement_users_announcement_user" ON "announcement_users" USING btree ("announcement_id","user_id");--> statement-breakpoint
CREATE INDEX "announcement_users_user" ON "announcement_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "announcements_create_time" ON "announcements" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "announcements_category" ON "announcements" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "complaint_types_name" ON "complaint_types" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "complaints_create_time" ON "complaints" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "complaints_type" ON "complaints" USING btree ("complaint_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disaster_user_responses_disaster_user" ON "disaster_user_responses" USING btree ("disaster_id","user_id");--> statement-breakpoint
CREATE INDEX "disaster_user_responses_user" ON "disaster_user_responses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disaster_users_disaster_user" ON "disaster_users" USING btree ("disaster_id","user_id");--> statement-breakpoint
CREATE INDEX "disaster_users_user" ON "disaster_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "disasters_create_time" ON "disasters" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "config_settings_group" ON "config_settings" USING btree ("group_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "config_values_setting" ON "config_values" USING btree ("setting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disclaimer_users_disclaimer_user" ON "disclaimer_users" USING btree ("disclaimer_id","user_id");--> statement-breakpoint
CREATE INDEX "disclaimer_users_user" ON "disclaimer_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "disclaimers_create_time" ON "disclaimers" USING btree ("create_time","id");