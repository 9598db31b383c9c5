CREATE TABLE "permission_type_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"permission_type_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"workflow_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permission_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"code" varchar(50),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"permission_type_id" integer NOT NULL,
	"permission_status_id" smallint DEFAULT 1 NOT NULL,
	"description" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"day_count" integer NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_date" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permissions_dates" CHECK ("permissions"."start_date" <= "permissions"."end_date"),
	CONSTRAINT "permissions_status_known" CHECK ("permissions"."permission_status_id" between 1 and 4),
	CONSTRAINT "permissions_day_count" CHECK ("permissions"."day_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "permission_type_roles" ADD CONSTRAINT "permission_type_roles_permission_type_id_permission_types_id_fk" FOREIGN KEY ("permission_type_id") REFERENCES "public"."permission_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_type_roles" ADD CONSTRAINT "permission_type_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_type_roles" ADD CONSTRAINT "permission_type_roles_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_permission_type_id_permission_types_id_fk" FOREIGN KEY ("permission_type_id") REFERENCES "public"."permission_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "permission_type_roles_type_role" ON "permission_type_roles" USING btree ("permission_type_id","role_id");--> statement-breakpoint
CREATE INDEX "permission_type_roles_role" ON "permission_type_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "permission_type_roles_workflow" ON "permission_type_roles" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "permission_types_name" ON "permission_types" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "permissions_create_time" ON "permissions" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "permissions_user_dates" ON "permissions" USING btree ("user_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "permissions_type" ON "permissions" USING btree ("permission_type_id");--> statement-breakpoint
CREATE INDEX "permissions_status" ON "permissions" USING btree ("permission_status_id");