import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { apiJson, apiVoid } from '../client/http';
import { Product, ProductList, type ProductUpdate, type ProductWrite } from './products.contract';

const enc = encodeURIComponent;
const productsKeys = { all: ['products'] as const, list: () => ['products', 'list'] as const };

/** GET /qms-api/products */
function productsQueryOptions() {
  return queryOptions({
    queryKey: productsKeys.list(),
    queryFn: ({ signal }) => apiJson(ProductList, '/qms-api/products', { signal }),
  });
}
export const useProducts = (enabled = true): UseQueryResult<ProductList> =>
  useQuery({ ...productsQueryOptions(), enabled });

const createProduct = (body: ProductWrite): Promise<Product> =>
  apiJson(Product, '/qms-api/products', { method: 'POST', body });
const updateProduct = (productId: string, body: ProductUpdate): Promise<Product> =>
  apiJson(Product, `/qms-api/products/${enc(productId)}`, { method: 'PUT', body });
const deleteProduct = (productId: string): Promise<void> =>
  apiVoid(`/qms-api/products/${enc(productId)}`, { method: 'DELETE' });

function useProductMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: productsKeys.all }),
  });
}
export const useCreateProduct = () => useProductMutation(createProduct);
export const useUpdateProduct = () =>
  useProductMutation(({ productId, body }: { productId: string; body: ProductUpdate }) =>
    updateProduct(productId, body),
  );
export const useDeleteProduct = () => useProductMutation(deleteProduct);
