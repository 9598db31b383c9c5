CREATE TABLE "workflow_approval_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_item_id" integer NOT NULL,
	"condition" varchar(10) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_item_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_item_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_item_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_manager_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_item_id" integer NOT NULL,
	"manager_level" smallint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_manager_levels_level" CHECK ("workflow_manager_levels"."manager_level" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "workflow_notification_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_item_id" integer NOT NULL,
	"notification_type" smallint NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_status_update_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_item_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_task_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_item_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_url_request_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_item_id" integer NOT NULL,
	"header" text NOT NULL,
	"request_type" varchar(10) NOT NULL,
	"url" varchar(2000) NOT NULL,
	"body" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_item_command_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"code" varchar(50) NOT NULL,
	"go_next_step" boolean DEFAULT true NOT NULL,
	"is_list" boolean DEFAULT false NOT NULL,
	"workflow_item_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_item_commands" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_item_id" integer NOT NULL,
	"workflow_item_command_type_id" integer NOT NULL,
	"target_workflow_item_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_item_operation_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"code" varchar(50) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_id" integer NOT NULL,
	"workflow_item_operation_type_id" integer NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflow_approval_operations" ADD CONSTRAINT "workflow_approval_operations_workflow_item_id_workflow_items_id_fk" FOREIGN KEY ("workflow_item_id") REFERENCES "public"."workflow_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_item_groups" ADD CONSTRAINT "workflow_item_groups_workflow_item_id_workflow_items_id_fk" FOREIGN KEY ("workflow_item_id") REFERENCES "public"."workflow_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_item_groups" ADD CONSTRAINT "workflow_item_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_item_users" ADD CONSTRAINT "workflow_item_users_workflow_item_id_workflow_items_id_fk" FOREIGN KEY ("workflow_item_id") REFERENCES "public"."workflow_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_item_users" ADD CONSTRAINT "workflow_item_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_manager_levels" ADD CONSTRAINT "workflow_manager_levels_workflow_item_id_workflow_items_id_fk" FOREIGN KEY ("workflow_item_id") REFERENCES "public"."workflow_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_notification_operations" ADD CONSTRAINT "workflow_notification_operations_workflow_item_id_workflow_items_id_fk" FOREIGN KEY ("workflow_item_id") REFERENCES "public"."workflow_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_status_update_operations" ADD CONSTRAINT "workflow_status_update_operations_workflow_item_id_workflow_items_id_fk" FOREIGN KEY ("workflow_item_id") REFERENCES "public"."workflow_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_status_update_operations" ADD CONSTRAINT "workflow_status_update_operations_status_id_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_task_operations" ADD CONSTRAINT "workflow_task_operations_workflow_item_id_workflow_items_id_fk" FOREIGN KEY ("workflow_item_id") REFERENCES "public"."workflow_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_url_request_operations" ADD CONSTRAINT "workflow_url_request_operations_workflow_item_id_workflow_items_id_fk" FOREIGN KEY ("workflow_item_id") REFERENCES "public"."workflow_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_item_command_types" ADD CONSTRAINT "workflow_item_command_types_workflow_item_id_workflow_items_id_fk" FOREIGN KEY ("workflow_item_id") REFERENCES "public"."workflow_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_item_commands" ADD CONSTRAINT "workflow_item_commands_workflow_item_id_workflow_items_id_fk" FOREIGN KEY ("workflow_item_id") REFERENCES "public"."workflow_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_item_commands" ADD CONSTRAINT "workflow_item_commands_workflow_item_command_type_id_workflow_item_command_types_id_fk" FOREIGN KEY ("workflow_item_command_type_id") REFERENCES "public"."workflow_item_command_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_item_commands" ADD CONSTRAINT "workflow_item_commands_target_workflow_item_id_workflow_items_id_fk" FOREIGN KEY ("target_workflow_item_id") REFERENCES "public"."workflow_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_items" ADD CONSTRAINT "workflow_items_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_items" ADD CONSTRAINT "workflow_items_workflow_item_operation_type_id_workflow_item_operation_types_id_fk" FOREIGN KEY ("workflow_item_operation_type_id") REFERENCES "public"."workflow_item_operation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_approval_operations_item" ON "workflow_approval_operations" USING btree ("workflow_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_item_groups_item_group" ON "workflow_item_groups" USING btree ("workflow_item_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_item_users_item_user" ON "workflow_item_users" USING btree ("workflow_item_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_manager_levels_item" ON "workflow_manager_levels" USING btree ("workflow_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_notification_operations_item" ON "workflow_notification_operations" USING btree ("workflow_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_status_update_operations_item" ON "workflow_status_update_operations" USING btree ("workflow_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_task_operations_item" ON "workflow_task_operations" USING btree ("workflow_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_url_request_operations_item" ON "workflow_url_request_operations" USING btree ("workflow_item_id");--> statement-breakpoint
CREATE INDEX "workflow_item_command_types_item" ON "workflow_item_command_types" USING btree ("workflow_item_id");--> statement-breakpoint
CREATE INDEX "workflow_item_commands_item" ON "workflow_item_commands" USING btree ("workflow_item_id");--> statement-breakpoint
CREATE INDEX "workflow_item_commands_target" ON "workflow_item_commands" USING btree ("target_workflow_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_item_operation_types_code" ON "workflow_item_operation_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "workflow_items_workflow" ON "workflow_items" USING btree ("workflow_id","is_active","position");--> statement-breakpoint
INSERT INTO "workflow_item_operation_types" ("name", "code") VALUES ('Onay', 'APPROVAL'), ('Durum güncelleme', 'STATUS_UPDATE'), ('Bildirim', 'NOTIFICATION'), ('Görev', 'TASK'), ('URL isteği', 'URL_REQUEST');--> statement-breakpoint
INSERT INTO "workflow_item_command_types" ("name", "code", "go_next_step", "is_list") VALUES ('Sonraki adım', 'NEXT', true, false);
