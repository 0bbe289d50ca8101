// The API contract alone (zod schemas, types, constants): what the server imports, without client code.
// A file re-exported by name has exports that only shared-api itself (or its tests) uses: they stay out of the
// public surface (exports.lock.json); a new export there is added to the list on purpose.
// first: browser zod settings before any schema is built (see zod-setup.ts)
import '../zod-setup';
export * from '../common/validation';
export * from '../common/text-limit';
export * from '../common/release-state';
export {
  ADMIN_REQUIRED,
  hasRole,
  isQmsAdmin,
  QMS_ADMIN,
  QMS_CONFIG_CHANGED_BY_SOMEONE_ELSE,
  QMS_CONFIG_DB_VERSION_HEADER,
  QMS_CONFIG_VALUE_BODY_LIMIT,
  QMS_CONFIG_VALUE_MAX_BYTES,
  QMS_PROCESS_IMAGE,
  QMS_VIEWER,
  QmsConfigKey,
  QmsConfigWriteQuery,
  QmsConfigWriteResult,
  SessionUser,
  SR_LICENSED,
  UserDirectory,
  UserDirectoryEntry,
} from '../platform/contract';
export * from '../platform/initials';
export * from '../platform/areas';
export * from '../platform/suite.contract';
export * from '../templates/roles.contract';
export * from '../templates/role-holders.contract';
export * from '../templates/role-holders.messages';
export {
  canChangeTemplateState,
  Template,
  TEMPLATE_INITIAL_VERSION_POSITIVE,
  TEMPLATE_MIN_ONE_CHARACTER,
  TEMPLATE_REFUSALS,
  TEMPLATE_TEXT_MAX,
  TemplateCreate,
  TemplateList,
  TEMPLATES_PAGE_SIZE,
  TemplatesBySopVersionQuery,
  TemplatesBySopVersionResponse,
  TemplateSearchResponse,
  TemplateSop,
  TemplateSopBlock,
  TemplateStatistics,
  TemplateUpdate,
  TemplateVersionParams,
  TemplateWrite,
} from '../templates/templates.contract';
export * from '../templates/templates.messages';
export * from '../templates/template-contents.contract';
export * from '../templates/template-contents.messages';
export * from '../templates/template-contents.rules';
export * from '../templates/products.contract';
export * from '../templates/products.messages';
export * from '../templates/sr-references.contract';
export * from '../processes/processes.contract';
export * from '../comments/comments.contract';
export * from '../comments/comments.messages';
export * from '../regulations/regulations.contract';
export * from '../regulations/regulations.messages';
export * from '../regulations/qms-regulations.contract';
export {
  Applicability,
  APPLICABILITY_CHART_EMPTY,
  APPLICABILITY_CHART_LABELS,
  ApplicabilityFilter,
  EVIDENCE_CHART_EMPTY,
  EVIDENCE_CHART_LABELS,
  EvidenceFilter,
  EvidenceState,
  EXPORT_NOT_LICENSED,
  GAP_LIST_CSV_FILE_NAME,
  GapList,
  GapListHead,
  GapListHeadQuery,
  GapListRequirement,
  LinkedBlock,
  ProductRequirement,
  ProductRequirementList,
  QMS_REQUIREMENT_CHANGED_BY_SOMEONE_ELSE,
  QmsRequirement,
  QmsRequirementArtifactParams,
  QmsRequirementBlockParams,
  QmsRequirementDeleteQuery,
  QmsRequirementIdParams,
  QmsRequirementList,
  QmsRequirementType,
  QmsRequirementUpdate,
  RegulationIdList,
  RegulationIdQuery,
  REQUIREMENT_NOT_A_TARGET,
  REQUIREMENT_NOT_INTERPRETABLE,
  SopArtifactIdQuery,
  SopBlockArtifactIdQuery,
  SopVersionIdQuery,
  TemplateArtifactIdQuery,
  TemplateContentIdQuery,
} from '../regulations/qms-requirements.contract';
export * from '../regulations/qms-requirements.messages';
export * from '../regulations/relations.contract';
export * from '../regulations/relations.messages';
export * from '../regulations/gap-filter';
export * from '../regulations/gap-charts';
export * from '../regulations/gap-labels';
export * from '../regulations/gap-statistics';
export * from '../regulations/gap-entry';
export * from '../impact/impact.contract';
export * from '../impact/impact.messages';
export * from '../impact/impact.rules';
export {
  MAPPING_IMPORT_BODY_LIMIT,
  MAPPING_IMPORT_MAX_BYTES,
  MappingImportBody,
  MappingImportQuery,
  MappingImportReport,
  MappingImportUnmapped,
} from '../impact/impact-import.contract';
export * from '../impact/impact-import.messages';
export * from '../audit/audit.contract';
export * from '../audit/audit.messages';
export * from '../audit/audit.records';
export * from '../platform/users.contract';
export {
  ArtifactKind,
  ArtifactVersionIdParams,
  CANCEL_REASON_REQUIRED,
  ChangeControlArtifactType,
  ChangeControlRelease,
  ChangeControlReleaseList,
  ChangeControlState,
  CurrentRelease,
  Participant,
  ParticipantDecision,
  ParticipantKind,
  PASSWORD_REQUIRED,
  RELEASE_COMMENT_MAX,
  ReleaseApprove,
  ReleaseCancel,
  ReleaseComplete,
  ReleaseCreate,
  ReleaseDecline,
  ReleaseRevert,
  REVERT_COMMENT_REQUIRED,
  Signature,
  SignatureList,
  SignatureMeaning,
  SignatureSession,
} from '../change-control/change-control.contract';
export * from '../change-control/change-control.messages';

export * from '../change-control/change-control.rules';
export * from '../change-control/signed-record.contract';
export {
  FOUR_EYES_CONFIG_KEY,
  FOUR_EYES_RELAXED,
  FOUR_EYES_REQUIRED,
  fourEyesRefusal,
  RELEASE_RULES_CHANGED,
  RELEASE_RULES_OWN_ROUTE,
  type ReleaseChoice,
  ReleaseRules,
  ReleaseRulesUpdate,
  SETTING_REASON_REQUIRED,
  signsSecondCapacity,
} from '../change-control/release-rules';
export * from '../change-control/versions.contract';
export {
  addDays,
  addMonths,
  DUE_DATE_IN_PAST,
  DUE_DATE_INVALID,
  EFFECTIVE_DATE_IN_PAST,
  EFFECTIVE_DATE_INVALID,
  isOverdue,
  LAST_CALENDAR_DAY,
  localDay,
  utcDay,
  waitingSince,
} from '../change-control/due-date';
export * from '../change-control/in-force';
export * from '../change-control/settings.contract';
export {
  MY_APPROVALS_LABELS,
  MyApproval,
  MyApprovalList,
  RELEASE_WORKFLOW_TAB,
  releaseWorkflowLink,
} from '../change-control/my-approvals.contract';
// issue 29.3, 29.4: training assignments, My Trainings, 'Read and understood'
export * from '../training/training.contract';
export * from '../training/training.messages';
// issue 29.5, 29.7: the training matrix, its exports, and the training mails' setting
export {
  TRAINING_MATRIX_CSV_COLUMNS,
  TrainingMatrix,
  TrainingMatrixCell,
  TrainingMatrixProcess,
  TrainingMatrixQuery,
  TrainingMatrixRow,
  TrainingRecordProcessParams,
  TrainingRecordTodayQuery,
  TrainingRecordUserParams,
  TrainingStatusFilter,
} from '../training/matrix.contract';
export * from '../training/matrix.messages';
export {
  MY_TRAININGS_PAGE,
  TRAINING_REMINDER_DAYS_BEFORE,
  TrainingMailPreferences,
  TrainingMailPreferencesUpdate,
} from '../training/training-mail.contract';
export * from '../training/training-mail.messages';
export {
  DUE_FOR_REVIEW_LABELS,
  DueForReviewQuery,
  DueReview,
  DueReviewList,
  REVIEW_ERRORS,
  REVIEW_INTERVAL_MAX,
  REVIEW_INTERVAL_MIN,
  REVIEW_WINDOW_DAYS,
  ReviewRecord,
  ReviewSchedule,
  ReviewScheduleUpdate,
  ReviewSign,
} from '../change-control/periodic-review.contract';
