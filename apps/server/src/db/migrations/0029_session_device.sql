-- Issue 38: a rough name of the browser per session (e.g. "Chrome on Android") for the data export.
ALTER TABLE "sessions" ADD COLUMN "device" text;