CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" varchar(500),
	"level" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"panel_role" boolean DEFAULT false NOT NULL,
	"logo" text,
	"transparent_logo" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"used_time" timestamp with time zone,
	"revoked_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"is_viewed" boolean DEFAULT false NOT NULL,
	"viewed_date" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_managers_level" CHECK ("user_managers"."level" between 1 and 6),
	CONSTRAINT "user_managers_not_self" CHECK ("user_managers"."user_id" <> "user_managers"."manager_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(300) NOT NULL,
	"description" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"user_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_status" CHECK ("tasks"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "work_send_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_send_histories_user_xor_group" CHECK (("work_send_histories"."user_id" is null) <> ("work_send_histories"."group_id" is null))
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" varchar(2000),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"template" varchar(50) NOT NULL,
	"lang" varchar(2) DEFAULT 'tr' NOT NULL,
	"params" jsonb NOT NULL,
	"secret" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(500),
	"next_attempt_time" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nationality_identity_number" varchar(11);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_identity_number" varchar(50);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "total_day_off" numeric(6, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_uniq_no" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "application_version" varchar(50);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(lower(translate(name || ' ' || surname, 'ÇĞÖŞÜİI', 'çğöşüiı')), 'ç', 'c{'), 'ğ', 'g{'), 'ı', 'h{'), 'ö', 'o{'), 'ş', 's{'), 'ü', 'u{')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(name || ' ' || surname || ' ' || coalesce(email, ''), 'ÇĞÖŞÜİIı', 'çğöşüiii'))) STORED;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_managers" ADD CONSTRAINT "user_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_managers" ADD CONSTRAINT "user_managers_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_send_histories" ADD CONSTRAINT "work_send_histories_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_send_histories" ADD CONSTRAINT "work_send_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_send_histories" ADD CONSTRAINT "work_send_histories_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_lower" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "groups_name" ON "groups" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_user" ON "invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_user" ON "notifications" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_group_user" ON "user_groups" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "user_groups_user" ON "user_groups" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_managers_user_manager" ON "user_managers" USING btree ("user_id","manager_id");--> statement-breakpoint
CREATE INDEX "user_managers_manager" ON "user_managers" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "tasks_status_time" ON "tasks" USING btree ("status","create_time");--> statement-breakpoint
CREATE INDEX "tasks_user" ON "tasks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_send_histories_work_user" ON "work_send_histories" USING btree ("work_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_send_histories_work_group" ON "work_send_histories" USING btree ("work_id","group_id");--> statement-breakpoint
CREATE INDEX "work_send_histories_user" ON "work_send_histories" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "work_send_histories_group" ON "work_send_histories" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "works_name" ON "works" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending" ON "mail_outbox" USING btree ("next_attempt_time") WHERE sent_time is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_sort_name" ON "users" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "users_surname" ON "users" USING btree ("surname","id");--> statement-breakpoint
CREATE INDEX "users_role" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_department" ON "users" USING btree ("department_id");