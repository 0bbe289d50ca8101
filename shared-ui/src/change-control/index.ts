export * from './ReleaseWorkflow';
export * from './release-workflow.rules';
export * from './ReasonDialog';
