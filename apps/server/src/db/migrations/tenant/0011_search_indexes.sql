-- The list searches' trigram indexes (docs/performance.md); pg_trgm is a trusted extension on PostgreSQL 13+
-- and PGlite loads it as a contrib module (tenancy/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "announcements_title_search" ON "announcements" USING gin (lower(translate("title", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "announcements_spot_text_search" ON "announcements" USING gin (lower(translate("spot_text", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complaints_description_search" ON "complaints" USING gin (lower(translate("description", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "disasters_title_search" ON "disasters" USING gin (lower(translate("title", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "disasters_body_search" ON "disasters" USING gin (lower(translate("body", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_search" ON "mail_outbox" USING gin (lower(translate("recipient", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "groups_name_search" ON "groups" USING gin (lower(translate("name", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_body_search" ON "notifications" USING gin (lower(translate("body", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questions_name_search" ON "questions" USING gin (lower(translate("name", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quiz_attempts_status" ON "quiz_attempts" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_score_range" ON "quiz_attempts" USING btree ("score_range_id");--> statement-breakpoint
CREATE INDEX "quiz_result_score_ranges_role" ON "quiz_result_score_ranges" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "quiz_result_score_ranges_status" ON "quiz_result_score_ranges" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "quiz_result_score_ranges_workflow" ON "quiz_result_score_ranges" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "cities_name_search" ON "cities" USING gin (lower(translate("name", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "districts_name_search" ON "districts" USING gin (lower(translate("name", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "towns_name_search" ON "towns" USING gin (lower(translate("name", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "security_events_identifier_search" ON "security_events" USING gin (lower(translate("identifier", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "security_events_address_search" ON "security_events" USING gin (lower(translate("address", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_title_search" ON "tasks" USING gin (lower(translate("title", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_description_search" ON "tasks" USING gin (lower(translate("description", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "works_name_search" ON "works" USING gin (lower(translate("name", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "works_description_search" ON "works" USING gin (lower(translate("description", 'ÇĞÖŞÜİIı', 'çğöşüiii')) gin_trgm_ops);