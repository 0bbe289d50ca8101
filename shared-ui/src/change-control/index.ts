export * from './ReleaseWorkflow';
export * from './release-workflow.rules';
export { DueDate } from './DueDate';
export * from './ReasonDialog';
