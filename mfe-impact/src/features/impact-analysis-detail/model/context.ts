import type { Impact, RegulationRequirement } from '@qms/shared-api';

/** What the viewer and editor need from the analysis screen. */
export interface ImpactEditorContext {
  analysisId: string;
  /** the saved impacts of the analysis (the §5 rules look at the others) */
  impacts: readonly Impact[];
  fromRequirements: readonly RegulationRequirement[];
  toRequirements: readonly RegulationRequirement[];
  fromById: ReadonlyMap<string, RegulationRequirement>;
  toById: ReadonlyMap<string, RegulationRequirement>;
  /** Impact mode on: the editor opens on the Impact tab, else on the Change tab */
  impactMode: boolean;
  /** the seek button: scroll the list to this impact */
  onSeek: (impactId: string) => void;
  /** a new impact got its id on the first save */
  onCreated: (impact: Impact) => void;
  /** the impact was deleted (or a new one discarded) */
  onDeleted: () => void;
}
