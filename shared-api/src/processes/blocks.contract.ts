import { z } from 'zod';
import { maxCharacters } from '../common/text-limit';

export const BlockType = z.enum(['STEP', 'TIPTAP', 'HEADER', 'DRAWIO']);
export type BlockType = z.infer<typeof BlockType>;
export const BlockVersionState = z.enum(['CREATED', 'UPDATED', 'UNCHANGED', 'DELETED']);
export type BlockVersionState = z.infer<typeof BlockVersionState>;

/** Human labels of the version states (spec 1 §2.6); UNCHANGED and DELETED have none. */
export const BLOCK_VERSION_STATE_LABELS: Partial<Record<BlockVersionState, string>> = {
  CREATED: 'new',
  UPDATED: 'changed',
};

/** The add buttons and the defaults of a new block (spec 1 §2.6). 'Add Step' only in QMS processes. */
export const BLOCK_ADD_LABELS: Record<BlockType, string> = {
  HEADER: 'Add Title',
  TIPTAP: 'Add Section',
  STEP: 'Add Step',
  DRAWIO: 'Add Diagram',
};
export const BLOCK_DEFAULTS: Record<BlockType, { name: string; description: string }> = {
  STEP: { name: 'New Step', description: '' },
  TIPTAP: { name: 'New Section', description: 'Edit block to change title and text.' },
  HEADER: { name: 'New Title', description: '' },
  // spec names no default for a diagram; an empty description means "no diagram drawn yet"
  DRAWIO: { name: 'New Diagram', description: '' },
};

/** The longest block description or diagram source (characters). */
export const BLOCK_TEXT_MAX = 2_000_000;
/** The longest block name (characters). */
export const BLOCK_NAME_MAX = 2_000;
/** The longest test field of a step: acceptance criterion, test method reference, statistical requirements, references. */
export const BLOCK_SHORT_TEXT_MAX = 10_000;
/** The longest sample size (characters). */
export const BLOCK_SAMPLE_SIZE_MAX = 200;
const shortText = z.string().max(BLOCK_SHORT_TEXT_MAX, maxCharacters(BLOCK_SHORT_TEXT_MAX));

/**
 * A block version inside a process version (spec 1 §3). `description` is sanitised HTML (STEP, TIPTAP), plain text
 * (HEADER) or a sanitised SVG (DRAWIO, the draw.io `xmlsvg` export); `diagramXml` is the draw.io source of a DRAWIO
 * block. Name and the test fields are plain text: render them as text.
 */
export const SopBlock = z.object({
  artifactId: z.string(),
  versionId: z.string(),
  version: z.number().int().positive(),
  versionState: BlockVersionState,
  sopArtifactId: z.string(),
  type: BlockType,
  name: z.string(),
  description: z.string(),
  diagramXml: z.string(),
  testable: z.boolean(),
  acceptanceCriterion: z.string(),
  testMethodReference: z.string(),
  statisticalRequirements: z.string(),
  sampleSize: z.string(),
  references: z.string(),
  productIds: z.array(z.string()),
  templateContentIds: z.array(z.string()),
  roleId: z.string().nullable(),
  dbVersion: z.number().int().nonnegative(),
});
export type SopBlock = z.infer<typeof SopBlock>;

/** The editable fields of a block (all optional: a create fills in the defaults, an update keeps what is left out). */
export const SopBlockFields = z.object({
  name: z.string().max(BLOCK_NAME_MAX, maxCharacters(BLOCK_NAME_MAX)).optional(),
  description: z.string().max(BLOCK_TEXT_MAX, maxCharacters(BLOCK_TEXT_MAX)).optional(),
  diagramXml: z.string().max(BLOCK_TEXT_MAX, maxCharacters(BLOCK_TEXT_MAX)).optional(),
  testable: z.boolean().optional(),
  acceptanceCriterion: shortText.optional(),
  testMethodReference: shortText.optional(),
  statisticalRequirements: shortText.optional(),
  sampleSize: z.string().max(BLOCK_SAMPLE_SIZE_MAX, maxCharacters(BLOCK_SAMPLE_SIZE_MAX)).optional(),
  references: shortText.optional(),
  productIds: z.array(z.string().max(200)).max(1000).optional(),
  templateContentIds: z.array(z.string().max(200)).max(1000).optional(),
  /** null: '# No Role' */
  roleId: z.uuid().nullable().optional(),
});
export type SopBlockFields = z.input<typeof SopBlockFields>;

/**
 * POST …/versions/{versionId}/blocks: insert at `atIndex` (0-based among ALL blocks of the version, DELETED ones
 * included, since they keep their slot for an undo; end when omitted).
 */
export const SopBlockCreate = z.object({
  atIndex: z.number().int().nonnegative().optional(),
  block: SopBlockFields.extend({ type: BlockType }),
});
export type SopBlockCreate = z.input<typeof SopBlockCreate>;

/** PUT …/blocks/{blockArtifactId}/versions/{blockVersionId}. */
export const SopBlockUpdate = SopBlockFields.extend({ dbVersion: z.number().int().nonnegative() });
export type SopBlockUpdate = z.input<typeof SopBlockUpdate>;

/**
 * PUT …/versions/{versionId}/blocks/order: the artifact ids of every block of the version (DELETED included), in
 * order; the server also accepts exactly the non-DELETED ones (DELETED blocks then stay behind the block they followed).
 */
export const SopBlockOrder = z.object({ artifactIds: z.array(z.uuid()).max(10_000) });
export type SopBlockOrder = z.input<typeof SopBlockOrder>;

const uuid = (what: string) => z.uuid(`${what} must be a UUID`);
export const SopBlockParams = z.object({
  artifactId: uuid('Process artifact id'),
  versionId: uuid('Process version id'),
  blockArtifactId: uuid('Block artifact id'),
  blockVersionId: uuid('Block version id'),
});
export const SopDeletedBlockParams = z.object({
  artifactId: uuid('Process artifact id'),
  versionId: uuid('Process version id'),
  blockVersionId: uuid('Block version id'),
});

export const BLOCK_CHANGED_BY_SOMEONE_ELSE =
  'This block was changed by someone else. Reload to see the change.';
export const BLOCK_NOT_DELETED = 'Only a deleted block can be restored.';
export const BLOCK_ORDER_MISMATCH =
  'The order must list exactly the blocks of this process version. Reload and try again.';
export const BLOCK_DELETED_NOT_EDITABLE = 'A deleted block can not be edited; undo the deletion first.';
export const BLOCK_NEW_VERSION_ONLY_UNCHANGED = 'Only an unchanged block can receive a new version.';
