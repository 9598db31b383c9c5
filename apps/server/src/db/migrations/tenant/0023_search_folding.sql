DROP INDEX "announcements_title_search";--> statement-breakpoint
DROP INDEX "announcements_spot_text_search";--> statement-breakpoint
DROP INDEX "complaints_description_search";--> statement-breakpoint
DROP INDEX "disasters_title_search";--> statement-breakpoint
DROP INDEX "disasters_body_search";--> statement-breakpoint
DROP INDEX "mail_outbox_recipient_search";--> statement-breakpoint
DROP INDEX "groups_name_search";--> statement-breakpoint
DROP INDEX "notifications_body_search";--> statement-breakpoint
DROP INDEX "questions_name_search";--> statement-breakpoint
DROP INDEX "cities_name_search";--> statement-breakpoint
DROP INDEX "districts_name_search";--> statement-breakpoint
DROP INDEX "towns_name_search";--> statement-breakpoint
DROP INDEX "security_events_identifier_search";--> statement-breakpoint
DROP INDEX "security_events_address_search";--> statement-breakpoint
DROP INDEX "tasks_title_search";--> statement-breakpoint
DROP INDEX "tasks_description_search";--> statement-breakpoint
DROP INDEX "works_name_search";--> statement-breakpoint
DROP INDEX "works_description_search";--> statement-breakpoint
ALTER TABLE "applicants" drop column "search_text";--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(name || ' ' || surname || ' ' || coalesce(email, '') || ' ' || coalesce(reference, ''), 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu'))) STORED;--> statement-breakpoint
CREATE INDEX "applicants_search" ON "applicants" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "users" drop column "search_text";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(name || ' ' || surname || ' ' || coalesce(email, ''), 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu'))) STORED;--> statement-breakpoint
CREATE INDEX "users_search" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "announcements_title_search" ON "announcements" USING gin (lower(translate("title", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "announcements_spot_text_search" ON "announcements" USING gin (lower(translate("spot_text", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complaints_description_search" ON "complaints" USING gin (lower(translate("description", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "disasters_title_search" ON "disasters" USING gin (lower(translate("title", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "disasters_body_search" ON "disasters" USING gin (lower(translate("body", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_search" ON "mail_outbox" USING gin (lower(translate("recipient", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "groups_name_search" ON "groups" USING gin (lower(translate("name", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_body_search" ON "notifications" USING gin (lower(translate("body", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questions_name_search" ON "questions" USING gin (lower(translate("name", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_name_search" ON "cities" USING gin (lower(translate("name", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "districts_name_search" ON "districts" USING gin (lower(translate("name", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "towns_name_search" ON "towns" USING gin (lower(translate("name", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "security_events_identifier_search" ON "security_events" USING gin (lower(translate("identifier", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "security_events_address_search" ON "security_events" USING gin (lower(translate("address", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_title_search" ON "tasks" USING gin (lower(translate("title", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_description_search" ON "tasks" USING gin (lower(translate("description", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "works_name_search" ON "works" USING gin (lower(translate("name", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "works_description_search" ON "works" USING gin (lower(translate("description", 'ÇĞÖŞÜİIıçğöşü', 'cgosuiiicgosu')) gin_trgm_ops);