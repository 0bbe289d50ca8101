export { default as LinkedSrProcessesWidget } from './LinkedSrProcessesWidget';
export { default as RequirementListWidget } from './RequirementListWidget';
export { GapListSideWidgets } from './GapListSideWidgets';
