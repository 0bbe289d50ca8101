import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  PRODUCT_MESSAGES,
  useCreateProduct,
  useDeleteProduct,
  useIsQmsAdmin,
  useProducts,
  useUpdateProduct,
  type Product,
} from '@qms/shared-api';
import { ConfirmDialog, notify, PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, RowActions, type QmsColumnDef, queryTableState } from '@qms/shared-ui/table';
import { ProductFormDialog, type ProductDraft } from './ProductFormDialog';

/** Products are few; one page shows them all. */
const PRODUCTS_PAGE_SIZE = 250;

const columns: QmsColumnDef<Product>[] = [{ accessorKey: 'name', header: 'Name' }];

/**
 * /products (our addition, ADR 0071): the products product-requirement blocks choose from. Everyone reads;
 * admins add, rename and remove (a product used by blocks is refused with the processes named).
 */
export function ProductsPage(): JSX.Element {
  const isAdmin = useIsQmsAdmin();
  const products = useProducts();
  useNotifyQueryError(products, PRODUCT_MESSAGES.fetch);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<ProductDraft | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const saving = create.isPending || update.isPending;

  const save = ({ productId, dbVersion, name }: ProductDraft) => {
    const handlers = {
      onSuccess: () => {
        notify.info('Product saved.');
        setEditing(null);
      },
      onError: (error: Error) => notify.error(PRODUCT_MESSAGES.save, error),
    };
    if (productId && dbVersion !== undefined)
      update.mutate({ productId, body: { name, dbVersion } }, handlers);
    else create.mutate({ name }, handlers);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.productId, {
      onSuccess: () => notify.info('Product deleted.'),
      // a product still used by blocks: the 409 names the processes (shown as the detail line)
      onError: (error) => notify.error(PRODUCT_MESSAGES.delete, error),
      onSettled: () => setDeleting(null),
    });
  };

  const renderRowActions = useMemo(
    () =>
      isAdmin
        ? ({ original: p }: { original: Product }) => (
            <RowActions
              subject={`product ${p.name}`}
              editLabel="Rename"
              onEdit={() => setEditing({ productId: p.productId, dbVersion: p.dbVersion, name: p.name })}
              onDelete={() => setDeleting(p)}
            />
          )
        : undefined,
    [isAdmin],
  );

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <PageTitle>Products</PageTitle>
        {isAdmin && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ name: '' })}>
            New Product
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        The products that product requirement blocks of processes refer to.
      </Text>
      <QmsTable
        key={isAdmin ? 'admin' : 'viewer'}
        ariaLabel="Products"
        columns={columns}
        data={products.data ?? []}
        getRowId={(p) => p.productId}
        pageSize={PRODUCTS_PAGE_SIZE}
        initialSorting={[{ id: 'name', desc: false }]}
        emptyText="No products yet."
        {...queryTableState(products)}
        renderRowActions={renderRowActions}
      />
      <ProductFormDialog
        product={editing}
        saving={saving}
        onSave={save}
        onClose={() => !saving && setEditing(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete product"
        message={`Delete the product "${deleting?.name ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => !remove.isPending && setDeleting(null)}
      />
    </Stack>
  );
}
