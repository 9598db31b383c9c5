CREATE TABLE "applicant_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"document_type_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"stored_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"created_by_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicant_interview_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating_item_id" integer NOT NULL,
	"vote" smallint NOT NULL,
	CONSTRAINT "applicant_interview_votes_range" CHECK ("applicant_interview_votes"."vote" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "applicant_interviewers" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"recorded_at" timestamp with time zone,
	"result_description" varchar(2000),
	"rating_result_id" integer
);
--> statement-breakpoint
CREATE TABLE "applicant_interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"description" varchar(2000),
	"responsible_user_id" integer NOT NULL,
	"rating_type_id" integer NOT NULL,
	"interview_date" timestamp with time zone NOT NULL,
	"is_interviewed" boolean DEFAULT false NOT NULL,
	"interviewed_date" timestamp with time zone,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_date" timestamp with time zone,
	"result_description" varchar(2000),
	"rating_result_id" integer,
	"staff_demand_id" integer,
	"created_by_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicant_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"description" varchar(2000) NOT NULL,
	"state" varchar(10) DEFAULT 'waiting' NOT NULL,
	"start_date" date,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_date" timestamp with time zone,
	"staff_demand_id" integer,
	"created_by_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_offers_state" CHECK ("applicant_offers"."state" in ('waiting', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "applicant_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"event" varchar(40) NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"surname" varchar(100) NOT NULL,
	"email" varchar(254),
	"gsm" varchar(10),
	"reference" varchar(200),
	"birth_date" date,
	"city_id" integer,
	"town_id" integer,
	"education_status_id" integer,
	"employment_type_id" integer,
	"job_position_id" integer,
	"hired_user_id" integer,
	"created_by_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(translate(name || ' ' || surname || ' ' || coalesce(email, '') || ' ' || coalesce(reference, ''), 'ÇĞÖŞÜİIı', 'çğöşüiii'))) STORED
);
--> statement-breakpoint
CREATE TABLE "staff_demand_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_demand_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"interview_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discipline_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"request_form_user_id" integer NOT NULL,
	"defence_form_user_id" integer,
	"state" varchar(10) DEFAULT 'requested' NOT NULL,
	"outcome" varchar(10),
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_date" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discipline_cases_state" CHECK ("discipline_cases"."state" in ('requested', 'defence', 'defended', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "discipline_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discipline_workflows" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"workflow_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discipline_workflows_type" CHECK ("discipline_workflows"."type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "staff_demands" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_user_id" integer NOT NULL,
	"description" varchar(2000) NOT NULL,
	"department_id" integer,
	"education_status_id" integer,
	"job_position_id" integer,
	"location_id" integer,
	"demand_reason_id" integer,
	"employment_type_id" integer,
	"responsible_user_id" integer,
	"workflow_id" integer,
	"state" varchar(10) DEFAULT 'running' NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_date" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_demands_state" CHECK ("staff_demands"."state" in ('running', 'approved', 'rejected', 'cancelled', 'closed', 'filled'))
);
--> statement-breakpoint
ALTER TABLE "applicant_documents" ADD CONSTRAINT "applicant_documents_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_documents" ADD CONSTRAINT "applicant_documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_documents" ADD CONSTRAINT "applicant_documents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interview_votes" ADD CONSTRAINT "applicant_interview_votes_interview_id_applicant_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."applicant_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interview_votes" ADD CONSTRAINT "applicant_interview_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interview_votes" ADD CONSTRAINT "applicant_interview_votes_rating_item_id_rating_items_id_fk" FOREIGN KEY ("rating_item_id") REFERENCES "public"."rating_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviewers" ADD CONSTRAINT "applicant_interviewers_interview_id_applicant_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."applicant_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviewers" ADD CONSTRAINT "applicant_interviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviewers" ADD CONSTRAINT "applicant_interviewers_rating_result_id_rating_results_id_fk" FOREIGN KEY ("rating_result_id") REFERENCES "public"."rating_results"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD CONSTRAINT "applicant_interviews_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD CONSTRAINT "applicant_interviews_responsible_user_id_users_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD CONSTRAINT "applicant_interviews_rating_type_id_rating_types_id_fk" FOREIGN KEY ("rating_type_id") REFERENCES "public"."rating_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD CONSTRAINT "applicant_interviews_rating_result_id_rating_results_id_fk" FOREIGN KEY ("rating_result_id") REFERENCES "public"."rating_results"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD CONSTRAINT "applicant_interviews_staff_demand_id_staff_demands_id_fk" FOREIGN KEY ("staff_demand_id") REFERENCES "public"."staff_demands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD CONSTRAINT "applicant_interviews_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_offers" ADD CONSTRAINT "applicant_offers_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_offers" ADD CONSTRAINT "applicant_offers_staff_demand_id_staff_demands_id_fk" FOREIGN KEY ("staff_demand_id") REFERENCES "public"."staff_demands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_offers" ADD CONSTRAINT "applicant_offers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_operations" ADD CONSTRAINT "applicant_operations_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_operations" ADD CONSTRAINT "applicant_operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_town_id_towns_id_fk" FOREIGN KEY ("town_id") REFERENCES "public"."towns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_education_status_id_education_statuses_id_fk" FOREIGN KEY ("education_status_id") REFERENCES "public"."education_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_employment_type_id_employment_types_id_fk" FOREIGN KEY ("employment_type_id") REFERENCES "public"."employment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_hired_user_id_users_id_fk" FOREIGN KEY ("hired_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_demand_results" ADD CONSTRAINT "staff_demand_results_staff_demand_id_staff_demands_id_fk" FOREIGN KEY ("staff_demand_id") REFERENCES "public"."staff_demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_demand_results" ADD CONSTRAINT "staff_demand_results_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_demand_results" ADD CONSTRAINT "staff_demand_results_interview_id_applicant_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."applicant_interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_cases" ADD CONSTRAINT "discipline_cases_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_cases" ADD CONSTRAINT "discipline_cases_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_cases" ADD CONSTRAINT "discipline_cases_request_form_user_id_form_users_id_fk" FOREIGN KEY ("request_form_user_id") REFERENCES "public"."form_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_cases" ADD CONSTRAINT "discipline_cases_defence_form_user_id_form_users_id_fk" FOREIGN KEY ("defence_form_user_id") REFERENCES "public"."form_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_roles" ADD CONSTRAINT "discipline_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_roles" ADD CONSTRAINT "discipline_roles_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_workflows" ADD CONSTRAINT "discipline_workflows_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_workflows" ADD CONSTRAINT "discipline_workflows_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_demands" ADD CONSTRAINT "staff_demands_created_user_id_users_id_fk" FOREIGN KEY ("created_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_demands" ADD CONSTRAINT "staff_demands_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_demands" ADD CONSTRAINT "staff_demands_education_status_id_education_statuses_id_fk" FOREIGN KEY ("education_status_id") REFERENCES "public"."education_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_demands" ADD CONSTRAINT "staff_demands_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_demands" ADD CONSTRAINT "staff_demands_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_demands" ADD CONSTRAINT "staff_demands_demand_reason_id_demand_reasons_id_fk" FOREIGN KEY ("demand_reason_id") REFERENCES "public"."demand_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_demands" ADD CONSTRAINT "staff_demands_employment_type_id_employment_types_id_fk" FOREIGN KEY ("employment_type_id") REFERENCES "public"."employment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_demands" ADD CONSTRAINT "staff_demands_responsible_user_id_users_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_demands" ADD CONSTRAINT "staff_demands_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_documents_applicant" ON "applicant_documents" USING btree ("applicant_id","id");--> statement-breakpoint
CREATE INDEX "applicant_documents_type" ON "applicant_documents" USING btree ("document_type_id");--> statement-breakpoint
CREATE INDEX "applicant_documents_created_by" ON "applicant_documents" USING btree ("created_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applicant_interview_votes_unique" ON "applicant_interview_votes" USING btree ("interview_id","user_id","rating_item_id");--> statement-breakpoint
CREATE INDEX "applicant_interview_votes_user" ON "applicant_interview_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "applicant_interview_votes_item" ON "applicant_interview_votes" USING btree ("rating_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applicant_interviewers_unique" ON "applicant_interviewers" USING btree ("interview_id","user_id");--> statement-breakpoint
CREATE INDEX "applicant_interviewers_user" ON "applicant_interviewers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "applicant_interviewers_result" ON "applicant_interviewers" USING btree ("rating_result_id");--> statement-breakpoint
CREATE INDEX "applicant_interviews_applicant" ON "applicant_interviews" USING btree ("applicant_id","id");--> statement-breakpoint
CREATE INDEX "applicant_interviews_responsible" ON "applicant_interviews" USING btree ("responsible_user_id","interview_date");--> statement-breakpoint
CREATE INDEX "applicant_interviews_rating_type" ON "applicant_interviews" USING btree ("rating_type_id");--> statement-breakpoint
CREATE INDEX "applicant_interviews_result" ON "applicant_interviews" USING btree ("rating_result_id");--> statement-breakpoint
CREATE INDEX "applicant_interviews_demand" ON "applicant_interviews" USING btree ("staff_demand_id");--> statement-breakpoint
CREATE INDEX "applicant_interviews_created_by" ON "applicant_interviews" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "applicant_offers_applicant" ON "applicant_offers" USING btree ("applicant_id","id");--> statement-breakpoint
CREATE INDEX "applicant_offers_demand" ON "applicant_offers" USING btree ("staff_demand_id");--> statement-breakpoint
CREATE INDEX "applicant_offers_created_by" ON "applicant_offers" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "applicant_operations_applicant" ON "applicant_operations" USING btree ("applicant_id","id");--> statement-breakpoint
CREATE INDEX "applicant_operations_user" ON "applicant_operations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "applicants_search" ON "applicants" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applicants_email" ON "applicants" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "applicants_gsm" ON "applicants" USING btree ("gsm");--> statement-breakpoint
CREATE INDEX "applicants_education" ON "applicants" USING btree ("education_status_id","id");--> statement-breakpoint
CREATE INDEX "applicants_employment" ON "applicants" USING btree ("employment_type_id","id");--> statement-breakpoint
CREATE INDEX "applicants_position" ON "applicants" USING btree ("job_position_id");--> statement-breakpoint
CREATE INDEX "applicants_city" ON "applicants" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "applicants_town" ON "applicants" USING btree ("town_id");--> statement-breakpoint
CREATE INDEX "applicants_hired" ON "applicants" USING btree ("hired_user_id");--> statement-breakpoint
CREATE INDEX "applicants_created_by" ON "applicants" USING btree ("created_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_demand_results_unique" ON "staff_demand_results" USING btree ("staff_demand_id","applicant_id");--> statement-breakpoint
CREATE INDEX "staff_demand_results_applicant" ON "staff_demand_results" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "staff_demand_results_interview" ON "staff_demand_results" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "discipline_cases_requester" ON "discipline_cases" USING btree ("requester_id","id");--> statement-breakpoint
CREATE INDEX "discipline_cases_employee" ON "discipline_cases" USING btree ("employee_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "discipline_cases_request_form" ON "discipline_cases" USING btree ("request_form_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discipline_cases_defence_form" ON "discipline_cases" USING btree ("defence_form_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discipline_roles_role" ON "discipline_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "discipline_roles_form" ON "discipline_roles" USING btree ("form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discipline_workflows_role_type" ON "discipline_workflows" USING btree ("role_id","type");--> statement-breakpoint
CREATE INDEX "discipline_workflows_workflow" ON "discipline_workflows" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "staff_demands_completed" ON "staff_demands" USING btree ("is_completed","id");--> statement-breakpoint
CREATE INDEX "staff_demands_created_user" ON "staff_demands" USING btree ("created_user_id");--> statement-breakpoint
CREATE INDEX "staff_demands_department" ON "staff_demands" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "staff_demands_education" ON "staff_demands" USING btree ("education_status_id");--> statement-breakpoint
CREATE INDEX "staff_demands_position" ON "staff_demands" USING btree ("job_position_id");--> statement-breakpoint
CREATE INDEX "staff_demands_location" ON "staff_demands" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "staff_demands_reason" ON "staff_demands" USING btree ("demand_reason_id");--> statement-breakpoint
CREATE INDEX "staff_demands_employment" ON "staff_demands" USING btree ("employment_type_id");--> statement-breakpoint
CREATE INDEX "staff_demands_responsible" ON "staff_demands" USING btree ("responsible_user_id");--> statement-breakpoint
CREATE INDEX "staff_demands_workflow" ON "staff_demands" USING btree ("workflow_id");