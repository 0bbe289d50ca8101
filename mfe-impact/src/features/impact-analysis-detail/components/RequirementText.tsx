import { Box, Group, Text } from '@mantine/core';
import { LICENSING_NOTICE, type RegulationRequirement } from '@qms/shared-api';

/**
 * A requirement's paragraph and text (sanitised HTML from the server). Without the view right the server sends no
 * text and the licensing notice shows instead (spec 3 §5); headings keep their text.
 */
export function RequirementText({
  requirement,
  id,
}: {
  requirement: RegulationRequirement | undefined;
  /** shown when the requirement is unknown to the regulation (e.g. left the catalog) */
  id: string;
}): JSX.Element {
  if (!requirement) {
    return (
      <Text size="sm" c="dimmed">
        {id} (not in the regulation)
      </Text>
    );
  }
  const visible = requirement.contentVisible || requirement.type === 'HEADING';
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text fw={700} size="sm" style={{ flexShrink: 0 }}>
        {requirement.paragraph || requirement.key}
      </Text>
      {visible ? (
        requirement.text && (
          <Box
            fz="sm"
            style={{ flex: 1, minWidth: 0 }}
            dangerouslySetInnerHTML={{ __html: requirement.text }}
          />
        )
      ) : (
        <Text size="sm" fs="italic" style={{ flex: 1 }}>
          {LICENSING_NOTICE}
        </Text>
      )}
    </Group>
  );
}
