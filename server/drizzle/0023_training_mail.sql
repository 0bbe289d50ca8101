-- The training mails (issue 29.7): the assignment mail, a reminder before the due date and the overdue notice.
-- Each assignment remembers when each of its three mails went (set by the sweep that sent it, so it never goes
-- again); a user's preference says whether reminders (and overdue notices) go; and one row per user and day is
-- the claim that keeps a user at one training mail a day, even with several server processes sweeping at once
-- (the second insert of the day meets the primary key and sends nothing).
ALTER TABLE "training_assignments" ADD COLUMN "assignment_mailed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "training_assignments" ADD COLUMN "reminder_mailed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "training_assignments" ADD COLUMN "overdue_mailed_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "training_mail_preferences" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_mail_preferences_pk" PRIMARY KEY("tenant_id","user_id"),
	CONSTRAINT "training_mail_preferences_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade
);
--> statement-breakpoint
SELECT qms_enable_tenant_rls('training_mail_preferences');
--> statement-breakpoint
CREATE TABLE "training_mail_days" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_mail_days_pk" PRIMARY KEY("tenant_id","user_id","day"),
	CONSTRAINT "training_mail_days_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade
);
--> statement-breakpoint
SELECT qms_enable_tenant_rls('training_mail_days');
