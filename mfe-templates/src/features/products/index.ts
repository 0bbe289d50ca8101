export { ProductsPage } from './components/ProductsPage';
