export { RolesPage, ROLES_PAGE_SIZE } from './components/RolesPage';
