export * from './notify/notify';
export * from './theme';
export * from './notify/Snackbar';
export * from './remote';
export * from './spa';
export * from './table';
export * from './dialogs';
