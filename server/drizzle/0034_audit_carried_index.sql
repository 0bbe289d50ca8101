-- A record's name in the audit trail found among the entries that can carry it (ADR 0196). The list names each
-- entry's record from the record's own entries (an UPDATE's entry holds only the changed columns, so the name comes
-- from the latest earlier entry that carried it); the only index to find them by was (tenant_id, record_id), which
-- holds every entry of the record, so each page read every entry its records ever had (a role saved daily for
-- years: thousands, per page). This partial index holds only the entries that can carry a name or a parent: a
-- row's INSERT or DELETE, or an UPDATE that changed one of those columns, of a table whose records have them. An
-- UPDATE that changes neither (most of them: the audited write the trail's bench times) only evaluates the
-- predicate. The predicate is record-names.ts's CARRIED_PREDICATE word for word (the query must say it for the
-- planner to use the index; record-names.reads.test.ts checks the two agree). Built in the migration's transaction:
-- writes to the trail wait for the build.
-- The arrays' spaces and line breaks are not part of their values (array input ignores them).
CREATE INDEX "audit_trail_carried_idx" ON "audit_trail" ("tenant_id", "record_id")
  WHERE table_name = any('{
    change_control_participants, change_control_releases, change_control_reviews,
    change_control_withdrawals, comments, electronic_signatures, file_contents, file_storages,
    impact_analyses, impacts, products, qms_requirements, roles, sop_blocks, sop_terms, sop_versions,
    template_contents, templates, tenants, training_assignments, users
  }'::text[])
    AND (action <> 'UPDATE' OR new_values ?| '{
    artifact_type, artifact_version_id, display_name, impact_analysis_id, name, parent_ref_id,
    printed_name, record_id, record_type, ref_id, ref_type, regulation_id, release_id,
    reviewed_by_display_name, sha256, sop_artifact_id, term, title, user_display_name,
    withdrawn_by_display_name
  }'::text[]);
