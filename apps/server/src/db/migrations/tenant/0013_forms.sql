CREATE TABLE "form_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_passived" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_category_id" integer NOT NULL,
	"form_element_id" smallint NOT NULL,
	"name" varchar(500) NOT NULL,
	"description" text,
	"is_required" boolean DEFAULT false NOT NULL,
	"min_required_length" integer,
	"max_required_length" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_items_element" CHECK ("form_items"."form_element_id" between 1 and 8),
	CONSTRAINT "form_items_lengths" CHECK ("form_items"."min_required_length" <= "form_items"."max_required_length")
);
--> statement-breakpoint
CREATE TABLE "form_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_item_id" integer NOT NULL,
	"value" varchar(500) NOT NULL,
	"point" numeric(12, 2) DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"workflow_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_user_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_user_id" integer NOT NULL,
	"form_item_id" integer NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "form_user_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_user_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"command_type_id" smallint,
	"is_processed" boolean DEFAULT false NOT NULL,
	"processed_date" timestamp with time zone,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"form_version_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"workflow_id" integer,
	"form_status_id" smallint DEFAULT 1 NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_date" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_users_status" CHECK ("form_users"."form_status_id" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "form_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"version" integer NOT NULL,
	"structure" jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_categories" ADD CONSTRAINT "form_categories_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_items" ADD CONSTRAINT "form_items_form_category_id_form_categories_id_fk" FOREIGN KEY ("form_category_id") REFERENCES "public"."form_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_options" ADD CONSTRAINT "form_options_form_item_id_form_items_id_fk" FOREIGN KEY ("form_item_id") REFERENCES "public"."form_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_roles" ADD CONSTRAINT "form_roles_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_roles" ADD CONSTRAINT "form_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_roles" ADD CONSTRAINT "form_roles_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user_answers" ADD CONSTRAINT "form_user_answers_form_user_id_form_users_id_fk" FOREIGN KEY ("form_user_id") REFERENCES "public"."form_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user_answers" ADD CONSTRAINT "form_user_answers_form_item_id_form_items_id_fk" FOREIGN KEY ("form_item_id") REFERENCES "public"."form_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user_approvals" ADD CONSTRAINT "form_user_approvals_form_user_id_form_users_id_fk" FOREIGN KEY ("form_user_id") REFERENCES "public"."form_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_user_approvals" ADD CONSTRAINT "form_user_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_users" ADD CONSTRAINT "form_users_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_users" ADD CONSTRAINT "form_users_form_version_id_form_versions_id_fk" FOREIGN KEY ("form_version_id") REFERENCES "public"."form_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_users" ADD CONSTRAINT "form_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_users" ADD CONSTRAINT "form_users_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_categories_form" ON "form_categories" USING btree ("form_id","position");--> statement-breakpoint
CREATE INDEX "form_items_category" ON "form_items" USING btree ("form_category_id","position");--> statement-breakpoint
CREATE INDEX "form_options_item" ON "form_options" USING btree ("form_item_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "form_roles_form_role" ON "form_roles" USING btree ("form_id","role_id");--> statement-breakpoint
CREATE INDEX "form_roles_role" ON "form_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "form_roles_workflow" ON "form_roles" USING btree ("workflow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_user_answers_item" ON "form_user_answers" USING btree ("form_user_id","form_item_id");--> statement-breakpoint
CREATE INDEX "form_user_answers_form_item" ON "form_user_answers" USING btree ("form_item_id");--> statement-breakpoint
CREATE INDEX "form_user_approvals_form_user" ON "form_user_approvals" USING btree ("form_user_id","position");--> statement-breakpoint
CREATE INDEX "form_user_approvals_user" ON "form_user_approvals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "form_users_form" ON "form_users" USING btree ("form_id","form_status_id");--> statement-breakpoint
CREATE INDEX "form_users_user" ON "form_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "form_users_version" ON "form_users" USING btree ("form_version_id");--> statement-breakpoint
CREATE INDEX "form_users_workflow" ON "form_users" USING btree ("workflow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_versions_form_version" ON "form_versions" USING btree ("form_id","version");--> statement-breakpoint
CREATE INDEX "forms_name" ON "forms" USING btree ("name","id");