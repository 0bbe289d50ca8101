import { TextInput } from '@mantine/core';
import { ProductWrite } from '@qms/shared-api';
import { FormDialog } from '@qms/shared-ui';

/** A product as the form holds it: no productId until created. */
export interface ProductDraft {
  productId?: string;
  dbVersion?: number;
  name: string;
}

export function ProductFormDialog(props: {
  product: ProductDraft | null;
  saving: boolean;
  onSave: (product: ProductDraft) => void;
  onClose: () => void;
}): JSX.Element {
  const { product } = props;
  return (
    <FormDialog
      initial={product}
      title={product?.productId ? 'Rename Product' : 'New Product'}
      schema={ProductWrite}
      dirtyFields={['name']}
      saving={props.saving}
      onSave={props.onSave}
      onClose={props.onClose}
      size="md"
    >
      {({ values, errors, set, touch }) => (
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          onBlur={() => touch('name')}
          error={errors.name}
        />
      )}
    </FormDialog>
  );
}
