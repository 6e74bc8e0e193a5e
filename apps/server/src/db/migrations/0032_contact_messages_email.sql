-- Account deletion finds contact messages sent signed out by their address, as typed (lower, trimmed).
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree (lower(btrim("email")));
