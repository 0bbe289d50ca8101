// Only what the areas use: the dialog itself is reached through ReleaseWorkflow.
export { formatDate } from './format-signed-at';
