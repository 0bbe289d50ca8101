import { Anchor, Button, Group, Menu, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconCopy, IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  COPY_NAME_SUFFIX,
  EXPORT_MESSAGES,
  fetchProcessExport,
  processExportFileName,
  useCopyProcess,
  type ProcessExportKind,
  type SopVersion,
} from '@qms/shared-api';
import { ConfirmDialog, notify, saveBlob } from '@qms/shared-ui';
import { showHtmlIn } from './download';
import { COPY_ADMIN_ONLY } from './exports.messages';

interface ProcessExportActionsProps {
  sop: Pick<SopVersion, 'artifactId' | 'versionId' | 'name' | 'version' | 'releaseState'>;
  /** copying creates a process: quality-management admins only (ADR 0057); viewers see Copy disabled, with why */
  canCopy: boolean;
}

/** Export (PDF, simplified HTML, CSV) and Copy of the process header (spec 1 §2.6, §7). */
export function ProcessExportActions({ sop, canCopy }: ProcessExportActionsProps): JSX.Element {
  const [busy, setBusy] = useState<ProcessExportKind | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [copy, setCopy] = useState<{ versionId: string; name: string } | null>(null);
  const copyProcess = useCopyProcess();
  const copyReasonId = useId();

  const run = async (kind: ProcessExportKind) => {
    // the tab for the HTML opens inside the click, before the answer arrives (popup blockers)
    const tab = kind === 'html' ? window.open('', '_blank') : null;
    setBusy(kind);
    try {
      const blob = await fetchProcessExport(sop.versionId, kind);
      if (kind === 'html') showHtmlIn(tab, blob);
      else saveBlob(blob, processExportFileName(sop, kind));
    } catch (error) {
      tab?.close();
      notify.error(EXPORT_MESSAGES[kind], error);
    } finally {
      setBusy(null);
    }
  };

  const confirmCopy = () =>
    copyProcess.mutate(
      { artifactId: sop.artifactId, versionId: sop.versionId },
      {
        onSuccess: (created) => {
          setCopy({ versionId: created.sop.versionId, name: created.sop.name });
          notify.info(EXPORT_MESSAGES.copied(created.sop.name));
        },
        onError: (error) => notify.error(EXPORT_MESSAGES.copy, error),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Group gap="xs">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            rightSection={<IconChevronDown size={14} />}
            loading={busy !== null}
          >
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void run('pdf')}>PDF</Menu.Item>
          <Menu.Item onClick={() => void run('html')}>Simplified HTML</Menu.Item>
          <Menu.Item onClick={() => void run('csv')}>CSV</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {canCopy ? (
        <Button variant="light" leftSection={<IconCopy size={16} />} onClick={() => setConfirming(true)}>
          Copy
        </Button>
      ) : (
        // data-disabled, not disabled: a disabled button gets no focus or hover, so the reason could not be read
        <Tooltip label={COPY_ADMIN_ONLY} multiline w={280} events={{ hover: true, focus: true, touch: true }}>
          <Button
            variant="light"
            leftSection={<IconCopy size={16} />}
            data-disabled
            aria-disabled
            aria-describedby={copyReasonId}
            onClick={(event) => event.preventDefault()}
          >
            Copy
          </Button>
        </Tooltip>
      )}
      {!canCopy && <VisuallyHidden id={copyReasonId}>{COPY_ADMIN_ONLY}</VisuallyHidden>}
      {copy && (
        // a long process name must not run under the side panel: the link keeps a width and ends in '…'
        <Anchor
          component={Link}
          to={`/processes/${copy.versionId}`}
          size="sm"
          maw={240}
          truncate="end"
          title={copy.name}
        >
          {`Open ${copy.name}`}
        </Anchor>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Copy process"
        message={`A new process '${sop.name}${COPY_NAME_SUFFIX}' (V1, DRAFT) is created beside this one, with its purpose, blocks and terms.`}
        confirmLabel="Copy"
        loading={copyProcess.isPending}
        onConfirm={confirmCopy}
        onCancel={() => setConfirming(false)}
      />
    </Group>
  );
}
