// The audit trail, readable (issue 28.5): what a trail entry's table means to a quality manager. ONE table of
// record types serves the Audit Trail screen, the server's list answer (which column names the record) and the
// CSV export (the Record type word), so the three never disagree.
import type { AuditEntry } from './audit.contract';

/** Where a record's screen is: the record's id, and the id of the record it is filed under where the link needs it. */
export interface AuditRecordRef {
  recordId: string;
  parentId: string | null;
}

export interface AuditRecordType {
  /** the record type as a word, e.g. 'Role' */
  label: string;
  /** the column (as the trail records it, snake_case) that names the record, if the record has a name */
  nameKey?: string;
  /** the field the one-line change summary starts with; the name column where not given */
  summaryFirst?: string;
  /**
   * the column holding the id the record's link goes through (an impact's analysis, a gap entry's regulation); where
   * the link needs more than one value (a document version: its type and id), the columns, whose values the parent
   * id joins with '/' (like a composite record id)
   */
  parentKey?: string | readonly string[];
  /**
   * the table the parent id is a record of, where the link is that record's own link target (a release participant
   * links to the version its release is of): the server answers the parent's parent id
   */
  parentVia?: string;
  /** the screen showing the record; null when the entry does not carry what the link needs */
  path?: (ref: AuditRecordRef) => string | null;
}

const enc = encodeURIComponent;

/** A document version's screen from 'SOP/<version id>' or 'TEMPLATE/<version id>' (a parent id of two columns). */
const versionPath = ({ parentId }: AuditRecordRef): string | null => {
  const [type, versionId] = (parentId ?? '').split('/');
  if (!versionId) return null;
  if (type === 'SOP') return `/processes/${enc(versionId)}`;
  return type === 'TEMPLATE' ? `/templates/${enc(versionId)}` : null;
};

/** A commented record's screen from '<ref type>/<ref id>/<parent ref id>' (comments' ref columns). */
const commentedPath = ({ parentId }: AuditRecordRef): string | null => {
  const [refType, refId, parentRefId] = (parentId ?? '').split('/');
  if (!refId) return null;
  switch (refType) {
    case 'SOP_ARTIFACT':
      return `/processes/${enc(refId)}/current`;
    case 'SOP_BLOCK_ARTIFACT':
      return parentRefId ? `/processes/${enc(parentRefId)}/current` : null;
    case 'IMPACT_ANALYSIS':
      return `/impact-analysis/${enc(refId)}`;
    case 'IMPACT':
      return parentRefId ? `/impact-analysis/${enc(parentRefId)}#impact=${enc(refId)}` : null;
    default:
      return null;
  }
};

/** The columns naming a document version (a release's, a file's, a training assignment's). */
const VERSION_OF = ['artifact_type', 'artifact_version_id'] as const;

/**
 * Record types by audited table (every tenant table carries the audit trigger; `auth` is the sign-in events). The
 * paths are the areas' routes (AREA_MANIFESTS); a screen without a per-record address gets its list page.
 */
export const AUDIT_RECORD_TYPES: Readonly<Record<string, AuditRecordType>> = {
  roles: { label: 'Role', nameKey: 'name', path: () => '/roles' },
  templates: { label: 'Template', nameKey: 'name', path: ({ recordId }) => `/templates/${enc(recordId)}` },
  template_contents: { label: 'Template content', nameKey: 'name', path: () => '/template-contents' },
  products: { label: 'Product', nameKey: 'name', path: () => '/products' },
  sop_versions: { label: 'Process', nameKey: 'name', path: ({ recordId }) => `/processes/${enc(recordId)}` },
  // the process across its versions: its place in the tree and the order of its children
  sop_artifacts: { label: 'Process tree', path: ({ recordId }) => `/processes/${enc(recordId)}/current` },
  sop_root_orders: { label: 'Process order', path: () => '/processes' },
  // a block's record id is "<process version id>/<block version id>"
  sop_blocks: {
    label: 'Process block',
    nameKey: 'name',
    path: ({ recordId }) => `/processes/${enc(recordId.split('/')[0] ?? recordId)}`,
  },
  sop_terms: {
    label: 'Glossary term',
    nameKey: 'term',
    parentKey: 'sop_artifact_id',
    path: ({ parentId }) => (parentId ? `/processes/${enc(parentId)}/current` : null),
  },
  // the document version the file is of (a process's PDF, a template version's file)
  file_storages: { label: 'File', nameKey: 'name', parentKey: VERSION_OF, path: versionPath },
  // the stored bytes of one or more files (ADR 0160), named by their sha256; its screen is the file's
  file_contents: { label: 'File content', nameKey: 'sha256', path: () => null },
  // what was commented: a process, a block of one (its process), an impact analysis or an impact (its analysis)
  comments: { label: 'Comment', parentKey: ['ref_type', 'ref_id', 'parent_ref_id'], path: commentedPath },
  qms_regulations: { label: 'Applied regulation', path: ({ recordId }) => `/sr-list/${enc(recordId)}` },
  qms_requirements: {
    label: 'Gap entry',
    parentKey: 'regulation_id',
    path: ({ recordId, parentId }) =>
      parentId ? `/sr-list/${enc(parentId)}#requirement-id=${enc(`${parentId}---${recordId}`)}` : null,
  },
  impact_analyses: {
    label: 'Impact analysis',
    nameKey: 'title',
    path: ({ recordId }) => `/impact-analysis/${enc(recordId)}`,
  },
  impacts: {
    label: 'Impact',
    parentKey: 'impact_analysis_id',
    path: ({ recordId, parentId }) =>
      parentId ? `/impact-analysis/${enc(parentId)}#impact=${enc(recordId)}` : null,
  },
  // the Release Workflow is on the released version's screen; participants and withdrawals go through their release
  change_control_releases: { label: 'Release', parentKey: VERSION_OF, path: versionPath },
  change_control_participants: {
    label: 'Release participant',
    nameKey: 'user_display_name',
    parentKey: 'release_id',
    parentVia: 'change_control_releases',
    path: versionPath,
  },
  change_control_withdrawals: {
    label: 'Signature withdrawal',
    nameKey: 'withdrawn_by_display_name',
    parentKey: 'release_id',
    parentVia: 'change_control_releases',
    path: versionPath,
  },
  // the signed version: a signature's record is a document version
  electronic_signatures: {
    label: 'Electronic signature',
    nameKey: 'printed_name',
    parentKey: ['record_type', 'record_id'],
    path: versionPath,
  },
  change_control_settings: { label: 'Document control setting' },
  // a role's holders are shown on the Roles page (the role has no address of its own); record id "<role>/<user>"
  role_holders: { label: 'Job role holder', path: () => '/roles' },
  training_assignments: { label: 'Training assignment', parentKey: VERSION_OF, path: versionPath },
  // the training mails (issue 29.7): a user's reminder setting, and the day a user was mailed
  training_mail_preferences: { label: 'Training mail setting' },
  training_mail_days: { label: 'Training mail sent' },
  // periodic review (issue 29.6): a document's schedule, and the signed reviews
  change_control_review_schedules: { label: 'Review schedule' },
  change_control_reviews: {
    label: 'Periodic review',
    nameKey: 'reviewed_by_display_name',
    parentKey: VERSION_OF,
    path: versionPath,
  },
  users: { label: 'User', nameKey: 'display_name', path: () => '/users' },
  tenants: { label: 'Tenant', nameKey: 'name' },
  qms_config: { label: 'Setting', path: () => '/users' },
  // the user is the entry's actor; what happened is the outcome
  auth: { label: 'Sign-in event', summaryFirst: 'outcome' },
};

/** The record type as a word; a table without an entry (added since) reads as its name in words. */
export function auditRecordTypeLabel(tableName: string): string {
  const known = AUDIT_RECORD_TYPES[tableName];
  if (known) return known.label;
  const words = tableName.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : tableName;
}

/** The screen showing the entry's record, or null where there is none (or the entry lacks what the link needs). */
export function auditRecordPath(
  entry: Pick<AuditEntry, 'tableName' | 'recordId' | 'recordParentId'>,
): string | null {
  const path = AUDIT_RECORD_TYPES[entry.tableName]?.path;
  return path ? path({ recordId: entry.recordId, parentId: entry.recordParentId }) : null;
}

/** Columns every versioned row changes on every write: not worth the one line a summary has. */
const BOOKKEEPING = new Set(['db_version', 'created_at', 'updated_at', 'updated_by']);
/** How many fields the one-line summary spells out before "+N more". */
const SUMMARY_FIELDS = 2;
const MAX_VALUE = 40;

const brief = (value: unknown): string => {
  const text =
    value === null || value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value);
  const line = text.replace(/\s+/g, ' ').trim() || '–';
  return line.length > MAX_VALUE ? `${line.slice(0, MAX_VALUE - 1)}…` : line;
};

/**
 * One line saying what an entry changed: "name: Before → After" for an update (the record's name field first, then
 * the others alphabetically, bookkeeping columns left out; more than two fields end in "+N more"); "Created" /
 * "Deleted" for a row; the recorded details ("outcome: …") for a sign-in event.
 */
export function auditChangeSummary(
  entry: Pick<AuditEntry, 'tableName' | 'action' | 'oldValues' | 'newValues'>,
): string {
  if (entry.action === 'INSERT') return 'Created';
  if (entry.action === 'DELETE') return 'Deleted';
  const type = AUDIT_RECORD_TYPES[entry.tableName];
  const first = type?.summaryFirst ?? type?.nameKey;
  const isUpdate = entry.action === 'UPDATE';
  const values = { ...entry.oldValues, ...entry.newValues };
  const all = Object.keys(values).sort((a, b) => (a === first ? -1 : b === first ? 1 : a.localeCompare(b)));
  const meaningful = all.filter((field) => !BOOKKEEPING.has(field));
  // an update that only bumped the bookkeeping still says so rather than showing an empty cell
  const fields = meaningful.length > 0 ? meaningful : all;
  const parts = fields
    .slice(0, SUMMARY_FIELDS)
    .map((field) =>
      isUpdate
        ? `${field}: ${brief(entry.oldValues?.[field])} → ${brief(entry.newValues?.[field])}`
        : `${field}: ${brief(values[field])}`,
    );
  const more = fields.length - SUMMARY_FIELDS;
  return more > 0 ? `${parts.join('; ')} +${more} more` : parts.join('; ');
}
