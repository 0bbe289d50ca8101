export { ShellLayout, HEADER_HEIGHT } from './ShellLayout';
