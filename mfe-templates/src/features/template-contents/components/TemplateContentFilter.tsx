import { Checkbox, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  selectableProcesses,
  type Template,
  type TemplateContentSearchQuery,
  type TemplateContentStandardState,
  type TemplateContentValidation,
  type TemplateSop,
} from '@qms/shared-api';
import { textCollator } from '@qms/shared-ui/table';
import { STANDARD_FLAG_LABEL } from './ValidationIcons';

interface TemplateContentFilterProps {
  templates: readonly Template[];
  sops: readonly TemplateSop[];
  value: TemplateContentSearchQuery;
  onChange: (query: TemplateContentSearchQuery) => void;
  /** the warning chosen (applied to the answer in the browser); null = any */
  warning: TemplateContentValidation | null;
  onWarning: (warning: TemplateContentValidation | null) => void;
  /** how many contents of the current answer carry each warning */
  warningCounts: Record<TemplateContentValidation, number>;
  /** how many of the tenant's contents carry each flag against the standard (any other filter aside) */
  standardFlagCounts: Record<TemplateContentStandardState, number>;
}

const STANDARD_FLAGS: TemplateContentStandardState[] = ['CHANGED_IN_STANDARD', 'REMOVED_FROM_STANDARD'];

const WARNINGS: TemplateContentValidation[] = [
  'NOT_CREATED_BY_PROCESS',
  'CREATED_BY_MULTIPLE_TEMPLATES',
  'NOT_CREATED_BY_TEMPLATE',
];

const byName = (a: { name: string }, b: { name: string }) => textCollator.compare(a.name, b.name);

/**
 * The filter sidebar of Template Contents (spec 2 §2): creating template, reporting template, process, free text
 * (applied on Enter), 'unassigned', the warnings (spec 2 §3 validations, counted; applied in the browser) and the
 * flag against the standards service (issue 11; applied by the server's search). Choices are by artifact (any
 * version of the template or process).
 */
export function TemplateContentFilter({
  templates,
  sops,
  value,
  onChange,
  warning,
  onWarning,
  warningCounts,
  standardFlagCounts,
}: TemplateContentFilterProps) {
  const [text, setText] = useState(value.text ?? '');
  const templateOptions = [...templates]
    .sort(byName)
    .map((t) => ({ value: t.artifactId, label: `${t.name} V${t.version}` }));
  // the process choice rule of spec 1 §4, written once in shared-api
  const processOptions = selectableProcesses(sops)
    .sort(byName)
    .map((s) => ({ value: s.artifactId, label: s.name }));
  const set = (patch: Partial<TemplateContentSearchQuery>) => onChange({ ...value, ...patch });
  return (
    <Stack component="section" aria-labelledby="tc-filter-title" gap="sm" w={260} miw={220}>
      <Title order={2} size="h5" id="tc-filter-title">
        Filter
      </Title>
      <TextInput
        label="Search"
        description="Name, description or example; press Enter"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') set({ text: text.trim() || undefined });
        }}
      />
      <Select
        label="Creating template"
        data={templateOptions}
        value={value.createdByTemplateArtifactId ?? null}
        onChange={(id) => set({ createdByTemplateArtifactId: id ?? undefined })}
        clearable
        searchable
      />
      <Select
        label="Reporting template"
        data={templateOptions}
        value={value.reportedByTemplateArtifactId ?? null}
        onChange={(id) => set({ reportedByTemplateArtifactId: id ?? undefined })}
        clearable
        searchable
      />
      <Select
        label="Process"
        data={processOptions}
        value={value.sopArtifactId ?? null}
        onChange={(id) => set({ sopArtifactId: id ?? undefined })}
        clearable
        searchable
      />
      <Select
        label="Warning"
        description="Contents with this warning"
        data={WARNINGS.map((w) => ({ value: w, label: `${w} (${warningCounts[w]})` }))}
        value={warning}
        onChange={(w) => onWarning((w as TemplateContentValidation | null) ?? null)}
        clearable
      />
      <Select
        label="Standard"
        description="Contents flagged against the standards service"
        data={STANDARD_FLAGS.map((f) => ({
          value: f,
          label: `${STANDARD_FLAG_LABEL[f]} (${standardFlagCounts[f]})`,
        }))}
        value={value.standardFlag ?? null}
        onChange={(f) => set({ standardFlag: (f as TemplateContentStandardState | null) ?? undefined })}
        clearable
      />
      <Checkbox
        label="Unassigned"
        description="Neither created by a template nor an output of a process"
        checked={value.unassigned === 'true'}
        onChange={(e) => set({ unassigned: e.currentTarget.checked ? 'true' : undefined })}
      />
    </Stack>
  );
}
