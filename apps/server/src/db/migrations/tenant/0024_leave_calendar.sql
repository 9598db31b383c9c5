CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"name" varchar(200) NOT NULL,
	"is_half_day" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "permissions" ALTER COLUMN "day_count" SET DATA TYPE numeric(5, 1);--> statement-breakpoint
ALTER TABLE "permissions" ADD COLUMN "half_day" varchar(10);--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_day" ON "holidays" USING btree ("day");--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_half_day" CHECK ("permissions"."half_day" IS NULL OR ("permissions"."half_day" in ('morning', 'afternoon') AND "permissions"."start_date" = "permissions"."end_date"));