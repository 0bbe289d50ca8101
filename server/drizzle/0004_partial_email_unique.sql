-- E-mails are unique only among the embedded provider's accounts (with a password); users synced from an
-- external Keycloak may share an e-mail across tenants.
DROP INDEX "users_email_key";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email")) WHERE "users"."password_hash" is not null;