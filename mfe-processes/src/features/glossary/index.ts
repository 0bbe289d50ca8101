export { GlossarySection } from './GlossarySection';
