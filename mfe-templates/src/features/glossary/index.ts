export { GlossaryPage } from './components/GlossaryPage';
