import { Group } from '@mantine/core';
import { IconAlertTriangle, IconBookOff, IconBookUpload } from '@tabler/icons-react';
import type {
  TemplateContentStandardFlag,
  TemplateContentStandardState,
  TemplateContentValidation,
} from '@qms/shared-api';
import { LazyTooltip } from '@qms/shared-ui/table';

/** What each validation of spec 2 §3 means (docs/manual/template-contents.md defines them). */
const VALIDATION_TEXT: Record<TemplateContentValidation, string> = {
  NOT_CREATED_BY_PROCESS: 'NOT_CREATED_BY_PROCESS: no process lists this template content as an output.',
  CREATED_BY_MULTIPLE_TEMPLATES:
    'CREATED_BY_MULTIPLE_TEMPLATES: more than one template creates this template content.',
  NOT_CREATED_BY_TEMPLATE: 'NOT_CREATED_BY_TEMPLATE: no template creates this template content.',
};

/**
 * The warning icons of a template content, one per validation, each with a tooltip naming it (mounted on first
 * hover or focus: a page of 250 contents would otherwise mount hundreds of closed tooltips).
 */
export function ValidationIcons({
  validations,
}: {
  validations: readonly TemplateContentValidation[];
}): JSX.Element | null {
  if (validations.length === 0) return null;
  return (
    <Group gap={2} wrap="nowrap" component="span">
      {validations.map((v) => (
        <LazyTooltip key={v} label={VALIDATION_TEXT[v]} multiline maw={320}>
          <span role="img" aria-label={VALIDATION_TEXT[v]} tabIndex={0} style={{ display: 'inline-flex' }}>
            <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-orange-filled)" />
          </span>
        </LazyTooltip>
      ))}
    </Group>
  );
}

/** The flags against the standard (issue 11; docs/manual/template-contents.md), as the table and detail name them. */
export const STANDARD_FLAG_LABEL: Record<TemplateContentStandardState, string> = {
  CHANGED_IN_STANDARD: 'Changed in the standard',
  REMOVED_FROM_STANDARD: 'Removed from the standard',
};
export const STANDARD_FLAG_TEXT: Record<TemplateContentStandardState, string> = {
  CHANGED_IN_STANDARD:
    "Changed in the standard: the standard's name or description differ from this template content.",
  REMOVED_FROM_STANDARD:
    'Removed from the standard: the standard no longer lists this template content; it is kept here.',
};

/** The icon of a content's flag against the standard (none without a flag), with a tooltip naming it. */
export function StandardFlagIcon({
  flag,
}: {
  flag: TemplateContentStandardFlag | undefined;
}): JSX.Element | null {
  if (!flag) return null;
  const Icon = flag.state === 'CHANGED_IN_STANDARD' ? IconBookUpload : IconBookOff;
  return (
    <LazyTooltip label={STANDARD_FLAG_TEXT[flag.state]} multiline maw={320}>
      <span
        role="img"
        aria-label={STANDARD_FLAG_TEXT[flag.state]}
        tabIndex={0}
        style={{ display: 'inline-flex' }}
      >
        <Icon size={16} aria-hidden color="var(--mantine-color-blue-filled)" />
      </span>
    </LazyTooltip>
  );
}
