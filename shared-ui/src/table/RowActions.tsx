import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface RowActionsProps {
  /** what the row is called in the buttons' accessible names, e.g. "role Quality Manager" */
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
  /** the edit button's verb (tooltip and name), e.g. 'Rename'; default 'Edit' */
  editLabel?: string;
}

/**
 * The admin's Edit and Delete icons of a table row (QmsTable's renderRowActions), named "{verb} {subject}" for
 * screen readers. A click does not reach the row, so rows that select on click stay unselected.
 */
export function RowActions({ subject, onEdit, onDelete, editLabel = 'Edit' }: RowActionsProps): JSX.Element {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={editLabel}>
        <ActionIcon
          variant="subtle"
          aria-label={`${editLabel} ${subject}`}
          onClick={(e) => {
            e.stopPropagation();
            onEdit();
          }}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${subject}`}
          onClick={(e) => {
            e.stopPropagation();
            onDelete();
          }}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
