export { ReleaseWorkflow } from './ReleaseWorkflow';
export { DueDate } from './DueDate';
export * from './ReasonDialog';
export { ReviewHistory } from './ReviewHistory';
