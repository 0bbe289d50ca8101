export { BlockDetailContainer } from './BlockDetailContainer';
export { ProcessContent } from './ProcessContent';
