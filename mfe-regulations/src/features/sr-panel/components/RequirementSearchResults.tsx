import { Loader, Text } from '@mantine/core';
import { type RequirementSearchFilter, useRequirementSearch } from '@qms/shared-api';
import { useNotifyQueryError } from '@qms/shared-ui';
import { PANEL_TEXTS } from '../model/panels';
import { RequirementPanels } from './RequirementPanels';
import { useRelationReferences } from './useRelationReferences';

/** Our message (spec 3 §8 names none for the search): a failed POST /sr-api/requirements. */
const SEARCH_FAILED = 'Linked requirements could not be fetched. Please try again.';

/** POST /sr-api/requirements with the filter (none: nothing to look for) shown as regulation panels. */
export function RequirementSearchResults({
  filter,
  filterText,
  label,
}: {
  filter: RequirementSearchFilter | null;
  filterText?: string;
  /** names the loader for assistive technology */
  label: string;
}): JSX.Element {
  const search = useRequirementSearch(filter ?? {}, filter !== null);
  useNotifyQueryError(search, SEARCH_FAILED);
  const referencesOf = useRelationReferences(search.data?.regulations.map((r) => r.id) ?? []);
  if (filter === null) return <Text size="sm">{PANEL_TEXTS.empty}</Text>;
  if (search.isLoading) return <Loader size="sm" aria-label={label} />;
  if (!search.data) return <Text size="sm">{SEARCH_FAILED}</Text>;
  return <RequirementPanels result={search.data} filterText={filterText} referencesOf={referencesOf} />;
}
