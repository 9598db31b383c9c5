ALTER TABLE "workflow_versions" ADD COLUMN "revision" integer;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "workflow_versions_revision" ON "workflow_versions" USING btree ("workflow_id","revision");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "pano_workflow_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'workflow_items' THEN
    UPDATE "workflows" SET "revision" = "revision" + 1
     WHERE "id" IN ((to_jsonb(NEW) ->> 'workflow_id')::integer, (to_jsonb(OLD) ->> 'workflow_id')::integer);
  ELSE
    UPDATE "workflows" SET "revision" = "revision" + 1
     WHERE "id" IN (SELECT "workflow_id" FROM "workflow_items"
                     WHERE "id" IN ((to_jsonb(NEW) ->> 'workflow_item_id')::integer,
                                    (to_jsonb(OLD) ->> 'workflow_item_id')::integer));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "workflow_items_changed" AFTER INSERT OR UPDATE OR DELETE ON "workflow_items" FOR EACH ROW EXECUTE FUNCTION "pano_workflow_changed"();--> statement-breakpoint
CREATE TRIGGER "workflow_item_commands_changed" AFTER INSERT OR UPDATE OR DELETE ON "workflow_item_commands" FOR EACH ROW EXECUTE FUNCTION "pano_workflow_changed"();--> statement-breakpoint
CREATE TRIGGER "workflow_item_command_types_changed" AFTER INSERT OR UPDATE OR DELETE ON "workflow_item_command_types" FOR EACH ROW EXECUTE FUNCTION "pano_workflow_changed"();--> statement-breakpoint
CREATE TRIGGER "workflow_item_users_changed" AFTER INSERT OR UPDATE OR DELETE ON "workflow_item_users" FOR EACH ROW EXECUTE FUNCTION "pano_workflow_changed"();--> statement-breakpoint
CREATE TRIGGER "workflow_item_groups_changed" AFTER INSERT OR UPDATE OR DELETE ON "workflow_item_groups" FOR EACH ROW EXECUTE FUNCTION "pano_workflow_changed"();--> statement-breakpoint
CREATE TRIGGER "workflow_approval_operations_changed" AFTER INSERT OR UPDATE OR DELETE ON "workflow_approval_operations" FOR EACH ROW EXECUTE FUNCTION "pano_workflow_changed"();--> statement-breakpoint
CREATE TRIGGER "workflow_manager_levels_changed" AFTER INSERT OR UPDATE OR DELETE ON "workflow_manager_levels" FOR EACH ROW EXECUTE FUNCTION "pano_workflow_changed"();--> statement-breakpoint
CREATE TRIGGER "workflow_status_update_operations_changed" AFTER INSERT OR UPDATE OR DELETE ON "workflow_status_update_operations" FOR EACH ROW EXECUTE FUNCTION "pano_workflow_changed"();--> statement-breakpoint
CREATE TRIGGER "workflow_notification_operations_changed" AFTER INSERT OR UPDATE OR DELETE ON "workflow_notification_operations" FOR EACH ROW EXECUTE FUNCTION "pano_workflow_changed"();--> statement-breakpoint
CREATE TRIGGER "workflow_task_operations_changed" AFTER INSERT OR UPDATE OR DELETE ON "workflow_task_operations" FOR EACH ROW EXECUTE FUNCTION "pano_workflow_changed"();--> statement-breakpoint
CREATE TRIGGER "workflow_url_request_operations_changed" AFTER INSERT OR UPDATE OR DELETE ON "workflow_url_request_operations" FOR EACH ROW EXECUTE FUNCTION "pano_workflow_changed"();--> statement-breakpoint
CREATE TRIGGER "workflow_step_conditions_changed" AFTER INSERT OR UPDATE OR DELETE ON "workflow_step_conditions" FOR EACH ROW EXECUTE FUNCTION "pano_workflow_changed"();
