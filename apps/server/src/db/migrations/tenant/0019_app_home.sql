CREATE TABLE "dynamic_part_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"dynamic_part_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dynamic_part_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"dynamic_part_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dynamic_part_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"dynamic_part_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dynamic_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"title" varchar(200) NOT NULL,
	"position" integer NOT NULL,
	"target_component" varchar(50) NOT NULL,
	"view_type" smallint DEFAULT 2 NOT NULL,
	"target_payload" text NOT NULL,
	"logo_path" varchar(500),
	"header_color" varchar(7),
	"background_color" varchar(7),
	"font_color" varchar(7),
	"start_date" date,
	"end_date" date,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dynamic_parts_window" CHECK ("dynamic_parts"."start_date" IS NULL OR "dynamic_parts"."end_date" IS NULL OR "dynamic_parts"."start_date" <= "dynamic_parts"."end_date")
);
--> statement-breakpoint
CREATE TABLE "orientation_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"orientation_information_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orientation_informations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" varchar(2000) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orientation_quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"orientation_information_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orientation_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"orientation_information_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"responsible_user_id" integer,
	"description" varchar(2000),
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slider_item_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slider_item_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slider_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slider_id" integer NOT NULL,
	"name" varchar(35) NOT NULL,
	"description" varchar(500) NOT NULL,
	"position" integer NOT NULL,
	"target_component" varchar(50) NOT NULL,
	"target_payload" text NOT NULL,
	"image_path" varchar(500) NOT NULL,
	"media_kind" varchar(10) DEFAULT 'image' NOT NULL,
	"start_date" date,
	"end_date" date,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slider_items_media_kind" CHECK ("slider_items"."media_kind" in ('image', 'video')),
	CONSTRAINT "slider_items_window" CHECK ("slider_items"."start_date" IS NULL OR "slider_items"."end_date" IS NULL OR "slider_items"."start_date" <= "slider_items"."end_date")
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dynamic_part_groups" ADD CONSTRAINT "dynamic_part_groups_dynamic_part_id_dynamic_parts_id_fk" FOREIGN KEY ("dynamic_part_id") REFERENCES "public"."dynamic_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_part_groups" ADD CONSTRAINT "dynamic_part_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_part_roles" ADD CONSTRAINT "dynamic_part_roles_dynamic_part_id_dynamic_parts_id_fk" FOREIGN KEY ("dynamic_part_id") REFERENCES "public"."dynamic_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_part_roles" ADD CONSTRAINT "dynamic_part_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_part_users" ADD CONSTRAINT "dynamic_part_users_dynamic_part_id_dynamic_parts_id_fk" FOREIGN KEY ("dynamic_part_id") REFERENCES "public"."dynamic_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_part_users" ADD CONSTRAINT "dynamic_part_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orientation_forms" ADD CONSTRAINT "orientation_forms_orientation_information_id_orientation_informations_id_fk" FOREIGN KEY ("orientation_information_id") REFERENCES "public"."orientation_informations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orientation_forms" ADD CONSTRAINT "orientation_forms_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orientation_forms" ADD CONSTRAINT "orientation_forms_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orientation_quizzes" ADD CONSTRAINT "orientation_quizzes_orientation_information_id_orientation_informations_id_fk" FOREIGN KEY ("orientation_information_id") REFERENCES "public"."orientation_informations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orientation_quizzes" ADD CONSTRAINT "orientation_quizzes_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orientation_quizzes" ADD CONSTRAINT "orientation_quizzes_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orientation_users" ADD CONSTRAINT "orientation_users_orientation_information_id_orientation_informations_id_fk" FOREIGN KEY ("orientation_information_id") REFERENCES "public"."orientation_informations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orientation_users" ADD CONSTRAINT "orientation_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orientation_users" ADD CONSTRAINT "orientation_users_responsible_user_id_users_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slider_item_roles" ADD CONSTRAINT "slider_item_roles_slider_item_id_slider_items_id_fk" FOREIGN KEY ("slider_item_id") REFERENCES "public"."slider_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slider_item_roles" ADD CONSTRAINT "slider_item_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slider_items" ADD CONSTRAINT "slider_items_slider_id_sliders_id_fk" FOREIGN KEY ("slider_id") REFERENCES "public"."sliders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dynamic_part_groups_part_group" ON "dynamic_part_groups" USING btree ("dynamic_part_id","group_id");--> statement-breakpoint
CREATE INDEX "dynamic_part_groups_group" ON "dynamic_part_groups" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dynamic_part_roles_part_role" ON "dynamic_part_roles" USING btree ("dynamic_part_id","role_id");--> statement-breakpoint
CREATE INDEX "dynamic_part_roles_role" ON "dynamic_part_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dynamic_part_users_part_user" ON "dynamic_part_users" USING btree ("dynamic_part_id","user_id");--> statement-breakpoint
CREATE INDEX "dynamic_part_users_user" ON "dynamic_part_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dynamic_parts_position" ON "dynamic_parts" USING btree ("position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orientation_forms_unique" ON "orientation_forms" USING btree ("orientation_information_id","role_id","form_id");--> statement-breakpoint
CREATE INDEX "orientation_forms_form" ON "orientation_forms" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "orientation_forms_role" ON "orientation_forms" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "orientation_informations_name" ON "orientation_informations" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orientation_quizzes_unique" ON "orientation_quizzes" USING btree ("orientation_information_id","role_id","quiz_id");--> statement-breakpoint
CREATE INDEX "orientation_quizzes_quiz" ON "orientation_quizzes" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "orientation_quizzes_role" ON "orientation_quizzes" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orientation_users_orientation_user" ON "orientation_users" USING btree ("orientation_information_id","user_id");--> statement-breakpoint
CREATE INDEX "orientation_users_user" ON "orientation_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orientation_users_responsible" ON "orientation_users" USING btree ("responsible_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slider_item_roles_item_role" ON "slider_item_roles" USING btree ("slider_item_id","role_id");--> statement-breakpoint
CREATE INDEX "slider_item_roles_role" ON "slider_item_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "slider_items_slider_position" ON "slider_items" USING btree ("slider_id","position","id");--> statement-breakpoint
CREATE INDEX "sliders_name" ON "sliders" USING btree ("name","id");