import { Chip, Group, Text } from '@mantine/core';

/**
 * A mandatory single choice (spec 3 §2 "one must always be chosen"): a radio group of chips; choosing the chosen one
 * again keeps it (a chip never unticks), so the type can never be empty.
 */
export function TypeToggle<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}): JSX.Element {
  return (
    <div role="radiogroup" aria-label={label}>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Chip.Group multiple={false} value={value} onChange={(v) => v && onChange(v as T)}>
        <Group gap={6}>
          {options.map((o) => (
            <Chip key={o.value} value={o.value} size="xs" type="radio">
              {o.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
}
