ALTER TABLE "permission_types" ADD COLUMN "draws_on" varchar(10) DEFAULT 'annual' NOT NULL;--> statement-breakpoint
ALTER TABLE "permission_types" ADD COLUMN "yearly_days" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "permission_types" ADD CONSTRAINT "permission_types_draws_on" CHECK ("permission_types"."draws_on" in ('annual', 'own', 'none'));--> statement-breakpoint
ALTER TABLE "permission_types" ADD CONSTRAINT "permission_types_own_days" CHECK ("permission_types"."draws_on" <> 'own' OR "permission_types"."yearly_days" IS NOT NULL);