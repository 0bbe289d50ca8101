export { default as GapListWidget } from './GapListWidget';
export * from './types';
