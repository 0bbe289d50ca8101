import { Group, Input, Pill, Stack } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { APPLICABILITY_LABELS, type QmsRequirement } from '@qms/shared-api';
import type { Proposals } from '../model/proposals';
import type { Option } from '../model/targets';
import { APPLICABILITY_WIDTH, Evidence, nameOf, Warnings } from './AssessmentView';
import type { TargetOptions } from './AssessmentEditor';
import { LinkedBlockLinks } from './TargetLine';
import { ProposalChips } from './ProposalChips';

const noop = () => undefined;
const TEXT_STYLE: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' };

/** Looks like one of the editor's xs inputs (Mantine's wrapper and input box), with no behaviour of its own. */
function Field({
  label,
  multiline,
  style,
  children,
}: {
  label: string;
  multiline?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}): JSX.Element {
  return (
    <Input.Wrapper label={label} size="xs" style={style}>
      <Input component="div" size="xs" multiline={multiline}>
        {children}
      </Input>
    </Input.Wrapper>
  );
}

function Pills({ options, ids }: { options: Option[]; ids: readonly string[] }): JSX.Element {
  return (
    <Pill.Group size="xs">
      {ids.map((id) => (
        <Pill key={id} size="xs">
          {nameOf(options, id)}
        </Pill>
      ))}
    </Pill.Group>
  );
}

/** A gap-list row's assessment in edit mode: the editor's props (RowEditor) and the stand-in's. */
export interface RowAssessmentProps {
  qms: QmsRequirement;
  options: TargetOptions;
  paragraph: string;
  proposals?: Proposals;
}

/**
 * What a row of the gap list in edit mode shows until its AssessmentEditor is mounted (see RowEditor): the editor's
 * layout — applicability, reason, notes, the three target fields, linked blocks, proposals, evidence, warnings —
 * with the same Mantine input boxes and values, so the row keeps its height when the editor replaces it, but
 * none of the editor's costly parts (Select and MultiSelect with their combobox stores and popovers, autosize
 * textareas measuring themselves). Rendered inert by RowEditor: nothing in it is focused, clicked or named.
 */
export function AssessmentStandIn({ qms, options, paragraph, proposals }: RowAssessmentProps): JSX.Element {
  return (
    <Stack gap={6} mt={4}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Field label="Applicability" style={{ width: APPLICABILITY_WIDTH, flexShrink: 0 }}>
          {APPLICABILITY_LABELS[qms.applicability]}
        </Field>
        <Field label="Reason" multiline style={{ flex: 1 }}>
          <div style={TEXT_STYLE}>{qms.applicabilityReason}</div>
        </Field>
        <Field label="Notes" multiline style={{ flex: 1 }}>
          <div style={TEXT_STYLE}>{qms.notes}</div>
        </Field>
      </Group>
      <Group grow align="flex-start">
        <Field label="Target processes" multiline>
          <Pills options={options.processes} ids={qms.targetSopArtifactIds} />
        </Field>
        <Field label="Target template contents" multiline>
          <Pills options={options.contents} ids={qms.templateContentIds} />
        </Field>
        <Field label="Target templates" multiline>
          <Pills options={options.templates} ids={qms.targetTemplateArtifactIds} />
        </Field>
      </Group>
      <LinkedBlockLinks blockArtifactIds={qms.referencedSopBlockArtifactIds} blocks={options.blocks} />
      {proposals && (
        <ProposalChips
          proposals={proposals}
          paragraph={paragraph}
          assignedProcesses={qms.targetSopArtifactIds}
          assignedContents={qms.templateContentIds}
          disabled={false}
          onToggleProcess={noop}
          onToggleContent={noop}
        />
      )}
      <Evidence qms={qms} options={options} />
      <Warnings qms={qms} />
    </Stack>
  );
}
