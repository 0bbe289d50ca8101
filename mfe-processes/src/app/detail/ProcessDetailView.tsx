import { Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  isEditable,
  isInWork,
  PROCESS_MESSAGES,
  useDeleteSop,
  useIsQmsAdmin,
  useSession,
  useCurrentSopList,
  useUpdateSopArtifact,
  useUpdateSopVersion,
  type BlockRef,
  type SopDetailResponse,
} from '@qms/shared-api';
import { ConfirmDialog, notify, PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { BlockDetailContainer, ProcessContent } from '../../features/blocks';
import {
  parseRequirementHash,
  processWidgetPanels,
  rememberOpenedProcess,
  useHashScroll,
} from '../../features/detail';
import { GlossarySection } from '../../features/glossary';
import { InForceNotice, useReleasePanels } from '../../features/history';
import { ProcessPdfPanel } from '../../features/pdf';
import { NO_HIGHLIGHT, type BlockHighlight } from '../../shared/block-highlight';
import { ProcessesLayout } from '../../shared/ProcessesLayout';
import { ProcessFormDialog, type ProcessDraft } from '../../shared/ProcessFormDialog';
import { buildProcessTree } from '../../shared/process-tree';
import { ProcessTree } from '../../shared/ProcessTree';
import { ProcessHeader } from './ProcessHeader';

interface ProcessDetailViewProps {
  /** the loaded process (by version id or as the current version of an artifact) */
  query: UseQueryResult<SopDetailResponse>;
  /** the id the route named, for the load error message */
  routeId: string;
}

/** Process Detail (spec 1 §2.6) for both routes: tree, header, content stack and the widgets. */
export function ProcessDetailView({ query, routeId }: ProcessDetailViewProps): JSX.Element {
  useNotifyQueryError(query, PROCESS_MESSAGES.detailLoad(routeId));
  const isAdmin = useIsQmsAdmin();
  const tenantId = useSession()?.user.tenantId;
  // the current versions (ADR 0200): the tree, the parent choices and the old-version banner need no more
  const sops = useCurrentSopList();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [openBlock, setOpenBlock] = useState<BlockRef | null>(null);
  // the selected block outlives its detail (closing it keeps the selection for the Gap List's link checkboxes);
  // 'Remove Block Selection' in the widget clears it
  const [selectedBlockArtifactId, setSelectedBlockArtifactId] = useState<string | null>(null);
  const [highlight, setHighlight] = useState<BlockHighlight>(NO_HIGHLIGHT);
  const [editing, setEditing] = useState<ProcessDraft | null>(null);
  const [deleting, setDeleting] = useState(false);
  const updateVersion = useUpdateSopVersion();
  const updateArtifact = useUpdateSopArtifact();
  const remove = useDeleteSop();

  const detail = query.data;
  const sop = detail?.sop;
  const artifact = detail?.sopArtifact;
  // changing the process pops the content stack
  useEffect(() => {
    setOpenBlock(null);
    setSelectedBlockArtifactId(null);
    setHighlight(NO_HIGHLIGHT);
  }, [sop?.versionId]);
  const openAndSelect = (ref: BlockRef) => {
    setOpenBlock(ref);
    setSelectedBlockArtifactId(ref.blockArtifactId);
  };
  useEffect(() => {
    if (sop) rememberOpenedProcess(sop.artifactId);
  }, [sop?.artifactId]); // eslint-disable-line react-hooks/exhaustive-deps
  useHashScroll(hash, !!sop && !openBlock);
  const releasePanels = useReleasePanels(sop, !!sop && isEditable(sop.releaseState, isAdmin));

  const tree = useMemo(
    () =>
      sops.data
        ? buildProcessTree(sops.data.artifacts, sops.data.sops, sops.data.rootOrderedArtifactIds)
        : [],
    [sops.data],
  );
  const selectedBlock = openBlock
    ? sop?.sopBlocks.find((b) => b.versionId === openBlock.blockVersionId)
    : undefined;
  const treeView = (
    <ProcessTree
      nodes={tree}
      tenantId={tenantId}
      selectedArtifactId={sop?.artifactId}
      selectedBlockName={selectedBlock?.name ?? null}
    />
  );

  if (query.isLoading)
    return (
      <ProcessesLayout tree={treeView}>
        <Center py="xl">
          <Loader aria-label="Loading the process" />
        </Center>
      </ProcessesLayout>
    );
  if (!sop || !artifact)
    return (
      <ProcessesLayout tree={treeView}>
        {/* the screen keeps its heading when the process can not be shown (one h1 per screen) */}
        <Stack gap="xs">
          <PageTitle>Process Detail</PageTitle>
          <Text size="sm">{PROCESS_MESSAGES.detailLoad(routeId)}</Text>
        </Stack>
      </ProcessesLayout>
    );

  const editable = isEditable(sop.releaseState, isAdmin);
  const inWork = isInWork(sop.releaseState);
  const panels = [
    ...processWidgetPanels({
      sopArtifactId: sop.artifactId,
      sopVersionId: sop.versionId,
      requirementType: artifact.requirementType,
      editable,
      selectedRequirement: parseRequirementHash(hash),
      selectedBlockArtifactId,
      onHighlight: setHighlight,
      onRemoveBlockSelection: () => setSelectedBlockArtifactId(null),
    }),
    ...releasePanels,
  ];

  const saveEdit = async (values: ProcessDraft) => {
    try {
      if (values.name !== sop.name || values.description !== sop.description)
        await updateVersion.mutateAsync({
          artifactId: sop.artifactId,
          versionId: sop.versionId,
          body: { name: values.name, description: values.description, dbVersion: sop.dbVersion },
        });
      if (
        values.parentArtifactId !== artifact.parentArtifactId ||
        values.requirementType !== artifact.requirementType
      )
        await updateArtifact.mutateAsync({
          artifactId: sop.artifactId,
          body: {
            parentArtifactId: values.parentArtifactId,
            requirementType: values.requirementType,
            dbVersion: artifact.dbVersion,
          },
        });
      setEditing(null);
    } catch (error) {
      notify.error(PROCESS_MESSAGES.update, error);
    }
  };

  const confirmDelete = () =>
    remove.mutate(
      { artifactId: sop.artifactId, versionId: sop.versionId },
      {
        onSuccess: () => {
          notify.info('Process deleted.');
          navigate('/processes');
        },
        onError: (error) => notify.error(PROCESS_MESSAGES.delete, error),
        onSettled: () => setDeleting(false),
      },
    );

  return (
    <ProcessesLayout tree={treeView} panels={panels}>
      <Stack gap="lg">
        <ProcessHeader
          sop={sop}
          artifact={artifact}
          isAdmin={isAdmin}
          onEdit={() =>
            setEditing({
              name: sop.name,
              description: sop.description,
              requirementType: artifact.requirementType,
              parentArtifactId: artifact.parentArtifactId,
              version: sop.version,
              existing: {
                artifactId: sop.artifactId,
                versionId: sop.versionId,
                artifactDbVersion: artifact.dbVersion,
                versionDbVersion: sop.dbVersion,
              },
            })
          }
          onDelete={() => setDeleting(true)}
        />
        <InForceNotice sop={sop} versions={sops.data?.sops ?? []} />
        {openBlock ? (
          <BlockDetailContainer
            key={openBlock.blockVersionId}
            blockRef={openBlock}
            requirementType={artifact.requirementType}
            onClose={() => {
              // closing the block detail pops the stack and reloads the process (spec 1 §2.6)
              setOpenBlock(null);
              void query.refetch();
            }}
          />
        ) : (
          <>
            <ProcessPdfPanel sop={sop} />
            {!sop.sopAsPdf && (
              <ProcessContent
                sop={sop}
                artifact={artifact}
                editable={editable}
                inWork={inWork}
                onOpenBlock={openAndSelect}
                highlight={highlight}
                selectedBlockArtifactId={selectedBlockArtifactId}
                // linking a requirement to a block is a gap-list fact: allowed on released versions too (issue 28.2)
                onSelectBlock={
                  isAdmin
                    ? (block) =>
                        setSelectedBlockArtifactId((id) =>
                          id === block.artifactId ? null : block.artifactId,
                        )
                    : undefined
                }
                glossary={<GlossarySection sop={sop} editable={editable} inWork={inWork} />}
              />
            )}
          </>
        )}
      </Stack>
      <ProcessFormDialog
        draft={editing}
        artifacts={sops.data?.artifacts ?? []}
        sops={sops.data?.sops ?? []}
        saving={updateVersion.isPending || updateArtifact.isPending}
        onSave={(v) => void saveEdit(v)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={deleting}
        title="Delete process"
        message={`Delete the draft V${sop.version} of "${sop.name}"? This cannot be undone.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => !remove.isPending && setDeleting(false)}
      />
    </ProcessesLayout>
  );
}
