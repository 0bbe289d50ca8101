import { MultiSelect, Select } from '@mantine/core';
import type { Role } from '@qms/shared-api';

/** spec 2 §9: the special selector labels (role choices, links to the standards service). */
export const NO_ROLE = '# No Role';
export const NOT_LINKED = '# Not Linked';
/** Mantine's Select needs a non-empty value for the "none" entry; it maps to null. */
const NONE = '__none__';

interface OptionalIdSelectProps {
  label: string;
  value: string | null;
  options: { value: string; label: string }[];
  noneLabel: string;
  onChange: (value: string | null) => void;
  error?: string;
  disabled?: boolean;
  description?: string;
}

/** A single choice with a "none" entry first ('# No Role', '# Not Linked'); none is null. */
export function OptionalIdSelect({
  label,
  value,
  options,
  noneLabel,
  onChange,
  error,
  disabled,
  description,
}: OptionalIdSelectProps): JSX.Element {
  // a stored id that is no longer offered stays visible instead of silently turning into "none"
  const known = value === null || options.some((o) => o.value === value);
  return (
    <Select
      label={label}
      description={description}
      data={[
        { value: NONE, label: noneLabel },
        ...options,
        ...(known ? [] : [{ value: value!, label: value! }]),
      ]}
      value={value ?? NONE}
      onChange={(next) => onChange(!next || next === NONE ? null : next)}
      allowDeselect={false}
      searchable
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function RoleSelect(props: {
  label: string;
  value: string | null;
  roles: readonly Role[];
  onChange: (value: string | null) => void;
  error?: string;
}): JSX.Element {
  return (
    <OptionalIdSelect
      {...props}
      noneLabel={NO_ROLE}
      options={props.roles.map((r) => ({ value: r.id, label: r.name }))}
    />
  );
}

/** A multi-select of ids by name (template contents, templates). */
export function IdMultiSelect(props: {
  label: string;
  value: readonly string[];
  options: { value: string; label: string }[];
  onChange: (value: string[]) => void;
  placeholder?: string;
}): JSX.Element {
  return (
    <MultiSelect
      label={props.label}
      data={props.options}
      value={[...props.value]}
      onChange={props.onChange}
      searchable
      clearable
      placeholder={props.placeholder}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
