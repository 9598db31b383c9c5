CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_attempt_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"quiz_question_id" integer NOT NULL,
	"quiz_question_answer_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"is_completed" boolean DEFAULT false NOT NULL,
	"score" numeric(10, 2),
	"max_score" numeric(10, 2),
	"score_range_id" integer,
	"status_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempts_deadline" CHECK ("quiz_attempts"."started_at" <= "quiz_attempts"."deadline")
);
--> statement-breakpoint
CREATE TABLE "quiz_question_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_question_id" integer NOT NULL,
	"answer" varchar(1000) NOT NULL,
	"is_true" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_type_id" smallint NOT NULL,
	"factor" numeric(10, 2) DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_answer_type" CHECK ("quiz_questions"."answer_type_id" between 1 and 2),
	CONSTRAINT "quiz_questions_factor" CHECK ("quiz_questions"."factor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_result_score_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"workflow_id" integer NOT NULL,
	"min_score" numeric(10, 2) NOT NULL,
	"max_score" numeric(10, 2) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_result_score_ranges_bounds" CHECK (0 <= "quiz_result_score_ranges"."min_score" and "quiz_result_score_ranges"."min_score" <= "quiz_result_score_ranges"."max_score")
);
--> statement-breakpoint
CREATE TABLE "quiz_type_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_type_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"workflow_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"quiz_type_id" integer NOT NULL,
	"total_minutes" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_total_minutes" CHECK ("quizzes"."total_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "quiz_attempt_answers" ADD CONSTRAINT "quiz_attempt_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_answers" ADD CONSTRAINT "quiz_attempt_answers_quiz_question_id_quiz_questions_id_fk" FOREIGN KEY ("quiz_question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_answers" ADD CONSTRAINT "quiz_attempt_answers_quiz_question_answer_id_quiz_question_answers_id_fk" FOREIGN KEY ("quiz_question_answer_id") REFERENCES "public"."quiz_question_answers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_score_range_id_quiz_result_score_ranges_id_fk" FOREIGN KEY ("score_range_id") REFERENCES "public"."quiz_result_score_ranges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_status_id_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_question_answers" ADD CONSTRAINT "quiz_question_answers_quiz_question_id_quiz_questions_id_fk" FOREIGN KEY ("quiz_question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_result_score_ranges" ADD CONSTRAINT "quiz_result_score_ranges_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_result_score_ranges" ADD CONSTRAINT "quiz_result_score_ranges_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_result_score_ranges" ADD CONSTRAINT "quiz_result_score_ranges_status_id_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_result_score_ranges" ADD CONSTRAINT "quiz_result_score_ranges_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_type_roles" ADD CONSTRAINT "quiz_type_roles_quiz_type_id_quiz_types_id_fk" FOREIGN KEY ("quiz_type_id") REFERENCES "public"."quiz_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_type_roles" ADD CONSTRAINT "quiz_type_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_type_roles" ADD CONSTRAINT "quiz_type_roles_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_quiz_type_id_quiz_types_id_fk" FOREIGN KEY ("quiz_type_id") REFERENCES "public"."quiz_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_name" ON "questions" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempt_answers_choice" ON "quiz_attempt_answers" USING btree ("attempt_id","quiz_question_answer_id");--> statement-breakpoint
CREATE INDEX "quiz_attempt_answers_question" ON "quiz_attempt_answers" USING btree ("quiz_question_id");--> statement-breakpoint
CREATE INDEX "quiz_attempt_answers_answer" ON "quiz_attempt_answers" USING btree ("quiz_question_answer_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz" ON "quiz_attempts" USING btree ("quiz_id","started_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_user" ON "quiz_attempts" USING btree ("user_id","is_completed");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_running" ON "quiz_attempts" USING btree ("user_id") WHERE not "quiz_attempts"."is_completed";--> statement-breakpoint
CREATE INDEX "quiz_question_answers_question" ON "quiz_question_answers" USING btree ("quiz_question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_quiz_question" ON "quiz_questions" USING btree ("quiz_id","question_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_question" ON "quiz_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "quiz_result_score_ranges_quiz_role" ON "quiz_result_score_ranges" USING btree ("quiz_id","role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_type_roles_type_role" ON "quiz_type_roles" USING btree ("quiz_type_id","role_id");--> statement-breakpoint
CREATE INDEX "quiz_type_roles_role" ON "quiz_type_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "quiz_type_roles_workflow" ON "quiz_type_roles" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "quizzes_type" ON "quizzes" USING btree ("quiz_type_id");