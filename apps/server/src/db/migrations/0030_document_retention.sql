-- Issue 38: a decided verification document's file is removed from storage 30 days after the decision.
ALTER TABLE "verification_documents" ADD COLUMN "file_removed_at" timestamp with time zone;