import { Group, Select } from '@mantine/core';
import {
  TRAINING_MATRIX_MESSAGES as M,
  TRAINING_STATUS_LABELS,
  TrainingStatusFilter,
  useRoles,
  type TrainingMatrix,
} from '@qms/shared-api';

export interface MatrixFilterValues {
  roleId: string | null;
  userId: string | null;
  artifactId: string | null;
  status: TrainingStatusFilter | null;
}

export const NO_FILTERS: MatrixFilterValues = { roleId: null, userId: null, artifactId: null, status: null };

const STATUS_OPTIONS = TrainingStatusFilter.options.map((value) => ({
  value,
  label: TRAINING_STATUS_LABELS[value],
}));
const options = (list: { id: string; name: string }[] | undefined) =>
  (list ?? []).map((o) => ({ value: o.id, label: o.name }));

/** The matrix's four filters; a change applies at once (each is one choice, nothing to type out first). */
export function MatrixFilters({
  values,
  matrix,
  onChange,
}: {
  values: MatrixFilterValues;
  matrix: TrainingMatrix | undefined;
  onChange: (values: MatrixFilterValues) => void;
}): JSX.Element {
  const roles = useRoles();
  const set = (key: keyof MatrixFilterValues) => (value: string | null) =>
    onChange({ ...values, [key]: value });
  const common = { clearable: true, searchable: true, maxDropdownHeight: 280, w: 220 } as const;
  return (
    <Group gap="sm" align="end">
      <Select
        {...common}
        label={M.roleFilter}
        data={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        value={values.roleId}
        onChange={set('roleId')}
      />
      <Select
        {...common}
        label={M.userFilter}
        data={options(matrix?.userOptions)}
        value={values.userId}
        onChange={set('userId')}
      />
      <Select
        {...common}
        label={M.processFilter}
        data={options(matrix?.processOptions)}
        value={values.artifactId}
        onChange={set('artifactId')}
      />
      <Select
        {...common}
        searchable={false}
        label={M.statusFilter}
        data={STATUS_OPTIONS}
        value={values.status}
        onChange={(value) => onChange({ ...values, status: value as TrainingStatusFilter | null })}
      />
    </Group>
  );
}
