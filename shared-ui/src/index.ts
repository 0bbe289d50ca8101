export * from './notify/notify';
export * from './theme';
