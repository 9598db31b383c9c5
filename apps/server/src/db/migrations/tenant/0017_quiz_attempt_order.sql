CREATE TABLE "quiz_attempt_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"quiz_question_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "seed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "shuffle_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempt_questions" ADD CONSTRAINT "quiz_attempt_questions_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_questions" ADD CONSTRAINT "quiz_attempt_questions_quiz_question_id_quiz_questions_id_fk" FOREIGN KEY ("quiz_question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempt_questions_attempt_question" ON "quiz_attempt_questions" USING btree ("attempt_id","quiz_question_id");--> statement-breakpoint
CREATE INDEX "quiz_attempt_questions_question" ON "quiz_attempt_questions" USING btree ("quiz_question_id");--> statement-breakpoint
-- An attempt running now keeps the questions its quiz has now, in their order; its seed stays 0 (answers in
-- the order they were typed, as it has shown them so far).
INSERT INTO "quiz_attempt_questions" ("attempt_id", "quiz_question_id", "position")
SELECT a."id", q."id", row_number() OVER (PARTITION BY a."id" ORDER BY q."id")
  FROM "quiz_attempts" a JOIN "quiz_questions" q ON q."quiz_id" = a."quiz_id"
 WHERE NOT a."is_completed";
