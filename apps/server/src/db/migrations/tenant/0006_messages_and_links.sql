ALTER TABLE "mail_outbox" ADD COLUMN "channel" varchar(10) DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "delivered_by" varchar(10);--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "purpose" varchar(12) DEFAULT 'invitation' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "channel" varchar(10) DEFAULT 'email' NOT NULL;