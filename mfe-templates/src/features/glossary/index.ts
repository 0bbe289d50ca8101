export { GlossaryPage, GLOSSARY_PAGE_SIZE } from './components/GlossaryPage';
