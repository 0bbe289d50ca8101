// What the areas use, and formatSignedAt: the suite's one way to print a signature time (spec 1: DD.MM.YYYY
// HH:mm:ss and zone), public so an area can show a time as signatures show it. The ship-one-area-alone scenario
// builds an area that starts using it, to prove the shell provides whole shared packages (ADR 0101).
// The dialog itself is reached through ReleaseWorkflow.
export { formatDate, formatSignedAt } from './format-signed-at';
