import { ActionIcon, Anchor, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconBulb } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  GAP_MESSAGES,
  useSetBlockLink,
  useSetImplemented,
  type QmsRequirement,
  type RegulationRequirement,
  WARNING_TEXTS,
} from '@qms/shared-api';
import { ConfirmDialog, excerpt, notify, plainText, RemoteWidget } from '@qms/shared-ui';
import { evidenceStateOf, type GapSetup } from './types';

export const NOT_REQUIRED_WARNING =
  'This is no longer a target of the requirement: unmarking it deletes its evidence for good.';
const TEXT_EXCERPT = 120;

/**
 * One requirement row of the Gap List widget (spec 3 §2): link-to-block checkbox (admins, a block selected, process
 * mode), highlight button, the impact menu (Impact analysis' widget), the implemented checkbox with its rules and
 * the warning icon.
 */
export function RequirementItem({
  qms,
  requirement,
  setup,
  isAdmin,
  selectedBlockArtifactId,
  selected,
  onSelect,
  selectedImpactId,
  onSelectImpact,
}: {
  qms: QmsRequirement;
  requirement: RegulationRequirement | undefined;
  setup: GapSetup;
  isAdmin: boolean;
  selectedBlockArtifactId: string | null;
  selected: boolean;
  onSelect: () => void;
  /** the impact selected in this row's impact menu (the Gap List owns it: spec 3 §4) */
  selectedImpactId: string | null;
  onSelectImpact: (impactId: string | null) => void;
}): JSX.Element {
  const link = useSetBlockLink();
  const implemented = useSetImplemented();
  const [confirmUnmark, setConfirmUnmark] = useState(false);
  // What the user just clicked, shown until the write settles: the checkboxes are controlled by the gap list, whose
  // reload takes seconds on a large regulation, so without it a click seemed to do nothing (issue 14).
  const [pendingImplemented, setPendingImplemented] = useState<boolean | null>(null);
  const [pendingLink, setPendingLink] = useState<boolean | null>(null);
  const state = evidenceStateOf(qms, setup);
  const paragraph = requirement?.paragraph ?? qms.requirementId;
  const text = requirement?.contentVisible ? plainText(requirement.text) : '';
  const linked =
    pendingLink ??
    (!!selectedBlockArtifactId && qms.referencedSopBlockArtifactIds.includes(selectedBlockArtifactId));
  const isImplemented =
    pendingImplemented ?? (state === 'IMPLEMENTED' || state === 'IMPLEMENTED_BUT_NOT_REQUIRED');

  const setImplemented = (value: boolean) => {
    if (setup.type === 'NA') return;
    setPendingImplemented(value);
    implemented.mutate(
      {
        kind: setup.type === 'SOP' ? 'sop' : 'template',
        requirementId: qms.requirementId,
        artifactId: setup.artifactId,
        implemented: value,
      },
      {
        onError: (e) => notify.error(GAP_MESSAGES.implementation(qms.requirementId), e),
        // the cache holds the server's answer by now (or the reloaded list after an error)
        onSettled: () => setPendingImplemented(null),
      },
    );
  };
  const toggleLink = (value: boolean) => {
    setPendingLink(value);
    link.mutate(
      { requirementId: qms.requirementId, blockArtifactId: selectedBlockArtifactId!, linked: value },
      {
        onError: (e) => notify.error(GAP_MESSAGES.marked(qms.requirementId), e),
        onSettled: () => setPendingLink(null),
      },
    );
  };

  return (
    <Stack
      gap={2}
      p={4}
      style={{ background: selected ? 'var(--mantine-color-blue-0)' : undefined, borderRadius: 4 }}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        {isAdmin && selectedBlockArtifactId && setup.type === 'SOP' && (
          <Tooltip label="Link to the selected block">
            <Checkbox
              aria-label={`Link ${paragraph} to the selected block`}
              checked={linked}
              disabled={link.isPending}
              onChange={(e) => toggleLink(e.currentTarget.checked)}
            />
          </Tooltip>
        )}
        <Anchor
          component={Link}
          to={`/sr-list/${encodeURIComponent(qms.regulationId)}#${encodeURIComponent(requirement?.key ?? '')}`}
          size="sm"
          fw={700}
        >
          {paragraph}
        </Anchor>
        <Text size="xs" style={{ flex: 1 }}>
          {text.length > TEXT_EXCERPT ? excerpt(text, TEXT_EXCERPT) : text}
        </Text>
        {qms.applicabilityWarnings.length > 0 && (
          <Tooltip label={qms.applicabilityWarnings.map((w) => WARNING_TEXTS[w]).join(' ')}>
            <IconAlertTriangle
              size={16}
              color="var(--mantine-color-orange-8)"
              aria-label={qms.applicabilityWarnings.map((w) => WARNING_TEXTS[w]).join(' ')}
            />
          </Tooltip>
        )}
      </Group>
      <Group gap={6}>
        <Tooltip label="Highlight the linked blocks">
          <ActionIcon
            variant={selected ? 'filled' : 'subtle'}
            aria-pressed={selected}
            aria-label={`Highlight the blocks linked to ${paragraph}`}
            onClick={onSelect}
          >
            <IconBulb size={16} />
          </ActionIcon>
        </Tooltip>
        {setup.type !== 'NA' && (
          <Checkbox
            size="xs"
            label="Implemented"
            checked={isImplemented}
            // spec 3 §2: admins only; not for a process that is neither target nor implementing (INFORMATION_ONLY)
            disabled={!isAdmin || state === 'INFORMATION_ONLY' || implemented.isPending}
            onChange={(e) =>
              !e.currentTarget.checked && state === 'IMPLEMENTED_BUT_NOT_REQUIRED'
                ? setConfirmUnmark(true)
                : setImplemented(e.currentTarget.checked)
            }
          />
        )}
        {setup.type === 'SOP' && (
          // the impact menu belongs to Impact analysis (checklist "Between areas"), one per row (spec 3 §2): the
          // remote module is loaded once and the impacts come from one cached request per process
          <RemoteWidget
            widget="GapImpactMenu"
            fallback={null}
            props={{
              sopArtifactId: setup.artifactId,
              regulationId: qms.regulationId,
              requirementId: qms.requirementId,
              selectedImpactId,
              onSelectImpact,
            }}
          />
        )}
      </Group>
      {state === 'IMPLEMENTED_BUT_NOT_REQUIRED' && (
        <Text size="xs" c="red.9">
          {NOT_REQUIRED_WARNING}
        </Text>
      )}
      <ConfirmDialog
        opened={confirmUnmark}
        title="Remove the evidence?"
        message={NOT_REQUIRED_WARNING}
        confirmLabel="Unmark"
        onConfirm={() => {
          setConfirmUnmark(false);
          setImplemented(false);
        }}
        onCancel={() => setConfirmUnmark(false)}
      />
    </Stack>
  );
}
