import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../client/http';
import {
  impactAnalysisImportPath,
  MAPPING_IMPORT_BODY_LIMIT,
  MappingImportReport,
  type MappingImportQuery,
} from './impact-import.contract';
import { impactAnalysesKeys } from './impact.queries';

/** POST the mapping file (parsed JSON) to an analysis; answers what was created, kept and left unmapped. */
const importImpactMapping = (
  id: string,
  file: Record<string, unknown>,
  direction: MappingImportQuery['direction'] = 'auto',
): Promise<MappingImportReport> =>
  apiJson(MappingImportReport, `${impactAnalysisImportPath(id)}?direction=${direction}`, {
    method: 'POST',
    body: file,
    bodyLimit: MAPPING_IMPORT_BODY_LIMIT,
  });

/** The "Import mapping" action; the analysis's lists and statistics reload afterwards. */
export function useImportImpactMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      file,
      direction,
    }: {
      id: string;
      file: Record<string, unknown>;
      direction?: MappingImportQuery['direction'];
    }) => importImpactMapping(id, file, direction),
    onSettled: () => client.invalidateQueries({ queryKey: impactAnalysesKeys.all }),
  });
}
