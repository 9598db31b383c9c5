CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"payload" jsonb NOT NULL,
	"key" varchar(200),
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"outcome" varchar(10),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_substitutes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"substitute_id" integer NOT NULL,
	"start_date" date,
	"end_date" date,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_substitutes_not_self" CHECK ("user_substitutes"."user_id" <> "user_substitutes"."substitute_id"),
	CONSTRAINT "user_substitutes_dates" CHECK (("user_substitutes"."start_date" is null) = ("user_substitutes"."end_date" is null) and ("user_substitutes"."start_date" is null or "user_substitutes"."start_date" <= "user_substitutes"."end_date"))
);
--> statement-breakpoint
CREATE TABLE "workflow_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"round" integer NOT NULL,
	"user_id" integer NOT NULL,
	"for_user_id" integer,
	"via" varchar(12) NOT NULL,
	"via_detail" varchar(200),
	"state" varchar(8) DEFAULT 'open' NOT NULL,
	"command_type_id" integer,
	"command_name" varchar(200),
	"go_next_step" boolean,
	"description" text,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	"link_hash" varchar(64),
	"link_expires" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_approvals_state" CHECK ("workflow_approvals"."state" in ('open', 'decided', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "workflow_request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"step_id" integer,
	"event" varchar(20) NOT NULL,
	"actor_id" integer,
	"for_user_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"subject_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"workflow_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"state" varchar(10) DEFAULT 'running' NOT NULL,
	"current_step_id" integer,
	"round" integer DEFAULT 0 NOT NULL,
	"waiting_since" timestamp with time zone,
	"stuck_reason" varchar(40),
	"status_id" integer,
	"own_state" varchar(10),
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_date" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_requests_state" CHECK ("workflow_requests"."state" in ('running', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "workflow_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_id" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"graph" jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_step_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_item_id" integer NOT NULL,
	"fact" varchar(20) NOT NULL,
	"operator" varchar(3) NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_user_approvals" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "form_user_approvals" CASCADE;--> statement-breakpoint
ALTER TABLE "form_users" DROP CONSTRAINT "form_users_status";--> statement-breakpoint
ALTER TABLE "quiz_result_score_ranges" ALTER COLUMN "workflow_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "template" varchar(60);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" varchar(1000);--> statement-breakpoint
ALTER TABLE "workflow_approval_operations" ADD COLUMN "timeout_days" smallint;--> statement-breakpoint
ALTER TABLE "workflow_approval_operations" ADD COLUMN "timeout_action" varchar(10);--> statement-breakpoint
ALTER TABLE "user_substitutes" ADD CONSTRAINT "user_substitutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_substitutes" ADD CONSTRAINT "user_substitutes_substitute_id_users_id_fk" FOREIGN KEY ("substitute_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_approvals" ADD CONSTRAINT "workflow_approvals_request_id_workflow_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."workflow_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_approvals" ADD CONSTRAINT "workflow_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_approvals" ADD CONSTRAINT "workflow_approvals_for_user_id_users_id_fk" FOREIGN KEY ("for_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_approvals" ADD CONSTRAINT "workflow_approvals_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_request_events" ADD CONSTRAINT "workflow_request_events_request_id_workflow_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."workflow_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_request_events" ADD CONSTRAINT "workflow_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_request_events" ADD CONSTRAINT "workflow_request_events_for_user_id_users_id_fk" FOREIGN KEY ("for_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_requests" ADD CONSTRAINT "workflow_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_requests" ADD CONSTRAINT "workflow_requests_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_requests" ADD CONSTRAINT "workflow_requests_version_id_workflow_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."workflow_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_requests" ADD CONSTRAINT "workflow_requests_status_id_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_versions" ADD CONSTRAINT "workflow_versions_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_step_conditions" ADD CONSTRAINT "workflow_step_conditions_workflow_item_id_workflow_items_id_fk" FOREIGN KEY ("workflow_item_id") REFERENCES "public"."workflow_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("run_at","id") WHERE done_at is null;--> statement-breakpoint
CREATE INDEX "user_substitutes_user" ON "user_substitutes" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "user_substitutes_substitute" ON "user_substitutes" USING btree ("substitute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_approvals_open_person" ON "workflow_approvals" USING btree ("request_id","user_id") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "workflow_approvals_request" ON "workflow_approvals" USING btree ("request_id","round");--> statement-breakpoint
CREATE INDEX "workflow_approvals_mine" ON "workflow_approvals" USING btree ("user_id","create_time") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "workflow_approvals_user" ON "workflow_approvals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workflow_approvals_for_user" ON "workflow_approvals" USING btree ("for_user_id");--> statement-breakpoint
CREATE INDEX "workflow_approvals_decided_by" ON "workflow_approvals" USING btree ("decided_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_approvals_link" ON "workflow_approvals" USING btree ("link_hash");--> statement-breakpoint
CREATE INDEX "workflow_request_events_request" ON "workflow_request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "workflow_request_events_actor" ON "workflow_request_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "workflow_request_events_for_user" ON "workflow_request_events" USING btree ("for_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_requests_subject" ON "workflow_requests" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "workflow_requests_requester" ON "workflow_requests" USING btree ("requester_id","create_time");--> statement-breakpoint
CREATE INDEX "workflow_requests_running" ON "workflow_requests" USING btree ("waiting_since","id") WHERE state = 'running';--> statement-breakpoint
CREATE INDEX "workflow_requests_workflow" ON "workflow_requests" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "workflow_requests_status" ON "workflow_requests" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "workflow_requests_version" ON "workflow_requests" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_versions_workflow_hash" ON "workflow_versions" USING btree ("workflow_id","hash");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_step_conditions_item" ON "workflow_step_conditions" USING btree ("workflow_item_id");--> statement-breakpoint
ALTER TABLE "form_users" ADD CONSTRAINT "form_users_status" CHECK ("form_users"."form_status_id" between 1 and 4);--> statement-breakpoint
ALTER TABLE "workflow_approval_operations" ADD CONSTRAINT "workflow_approval_operations_timeout" CHECK (("workflow_approval_operations"."timeout_days" is null) = ("workflow_approval_operations"."timeout_action" is null) and ("workflow_approval_operations"."timeout_days" is null or "workflow_approval_operations"."timeout_days" between 1 and 365));--> statement-breakpoint
UPDATE "statuses" SET "code" = 'APPROVED' WHERE "code" IS NULL AND "name" = 'Onaylandı';--> statement-breakpoint
UPDATE "statuses" SET "code" = 'REJECTED' WHERE "code" IS NULL AND "name" = 'Reddedildi';--> statement-breakpoint
UPDATE "statuses" SET "code" = 'WAITING' WHERE "code" IS NULL AND "name" = 'Beklemede';