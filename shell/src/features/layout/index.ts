export { ShellLayout, HEADER_HEIGHT } from './ShellLayout';
export { ShellErrorBoundary } from './ShellErrorBoundary';
