export { productsRoutes } from './products.routes';
