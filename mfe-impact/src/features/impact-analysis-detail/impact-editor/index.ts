export { ImpactDetailWidget } from './components/ImpactDetailWidget';
export { ImpactViewer } from './components/ImpactViewer';
export { ImpactEditor } from './components/ImpactEditor';
export { RequirementText } from './components/RequirementText';
export { Breadcrumb } from './components/Breadcrumb';
export { newImpact, isNewImpact } from './model/draft';
export type { ImpactEditorContext } from './model/context';
export * from './model/labels';
