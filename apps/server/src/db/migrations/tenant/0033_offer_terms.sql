ALTER TABLE "applicant_offers" ADD COLUMN "job_position_id" integer;--> statement-breakpoint
ALTER TABLE "applicant_offers" ADD COLUMN "salary" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "applicant_offers" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "applicant_offers" ADD CONSTRAINT "applicant_offers_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_offers_position" ON "applicant_offers" USING btree ("job_position_id");--> statement-breakpoint
ALTER TABLE "applicant_offers" ADD CONSTRAINT "applicant_offers_salary" CHECK ("applicant_offers"."salary" >= 0);