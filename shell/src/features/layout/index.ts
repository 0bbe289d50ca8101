export { NavBar } from './NavBar';
export { ProductLogo } from './ProductLogo';
export { ShellBreadcrumbs } from './ShellBreadcrumbs';
export { TenantLogo } from './TenantLogo';
