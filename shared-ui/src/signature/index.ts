// What the areas use, and formatSignedAt: the suite's one way to print a signature time (spec 1: DD.MM.YYYY
// HH:mm:ss and zone), public so an area can show a time as signatures show it. The ship-one-area-alone scenario
// builds an area that starts using it, to prove the shell provides whole shared packages (ADR 0101).
// The dialog is reached through ReleaseWorkflow, and directly by My Trainings ('Read and understood', issue 29.4).
export { formatDate, formatSignedAt } from './format-signed-at';
export { SignatureDialog, type SignatureInput } from './SignatureDialog';
