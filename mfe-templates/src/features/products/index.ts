export { ProductsPage, PRODUCTS_PAGE_SIZE } from './components/ProductsPage';
