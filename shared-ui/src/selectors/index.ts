export * from './OptionalIdSelect';
