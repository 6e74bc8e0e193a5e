-- updated_at follows every change to accounts and verifications (touch_updated_at is from 0001).
CREATE TRIGGER "users_touch_updated_at"
  BEFORE UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "student_profiles_touch_updated_at"
  BEFORE UPDATE ON "student_profiles"
  FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
