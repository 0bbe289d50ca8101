-- Due dates of releases (issue 27.6): the initiator may name the day by which the participants should decide.
-- Optional and a calendar day (no time, no zone): "overdue" is shown from the day after it.
ALTER TABLE "change_control_releases" ADD COLUMN "due_date" date;
