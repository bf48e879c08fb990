-- Every change of who a company's notifications reach, or of its locations, tells each API process
-- (channel gl_staff, the company's id), inside the change's transaction, whichever code writes it:
-- the processes keep the company's members and locations cached for routing ratings.
CREATE OR REPLACE FUNCTION "gl_staff_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.structure_id IS NOT NULL THEN
    PERFORM pg_notify('gl_staff', OLD.structure_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.structure_id IS NOT NULL THEN
    PERFORM pg_notify('gl_staff', NEW.structure_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "gl_staff_user_location_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT "structure_id" INTO company FROM "locations" WHERE "id" = OLD.location_id;
    IF company IS NOT NULL THEN PERFORM pg_notify('gl_staff', company::text); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT "structure_id" INTO company FROM "locations" WHERE "id" = NEW.location_id;
    IF company IS NOT NULL THEN PERFORM pg_notify('gl_staff', company::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_staff_changed" AFTER INSERT OR DELETE OR UPDATE OF "structure_id", "role_id", "status", "is_super_admin", "name", "email", "language" ON "users" FOR EACH ROW EXECUTE FUNCTION "gl_staff_changed"();
--> statement-breakpoint
CREATE TRIGGER "roles_staff_changed" AFTER INSERT OR DELETE OR UPDATE OF "structure_id", "permissions" ON "roles" FOR EACH ROW EXECUTE FUNCTION "gl_staff_changed"();
--> statement-breakpoint
CREATE TRIGGER "notification_settings_staff_changed" AFTER INSERT OR DELETE OR UPDATE ON "notification_settings" FOR EACH ROW EXECUTE FUNCTION "gl_staff_changed"();
--> statement-breakpoint
CREATE TRIGGER "locations_staff_changed" AFTER INSERT OR DELETE OR UPDATE OF "structure_id", "parent_id", "name" ON "locations" FOR EACH ROW EXECUTE FUNCTION "gl_staff_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_locations_staff_changed" AFTER INSERT OR DELETE OR UPDATE ON "user_locations" FOR EACH ROW EXECUTE FUNCTION "gl_staff_user_location_changed"();
