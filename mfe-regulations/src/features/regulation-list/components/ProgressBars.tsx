import { Progress, Tooltip } from '@mantine/core';
import type { RegulationStatistics } from '@qms/shared-api';

// each section is a progressbar (Mantine) and needs its own name; the root names the whole bar as a group
const pct = (part: number, whole: number): number => (whole > 0 ? (100 * part) / whole : 0);

/** Applicability progress (spec 3 §2): without warning (valid), with warning, not yet defined. */
export function ApplicabilityProgress({ s }: { s: RegulationStatistics }): JSX.Element {
  const label = `${s.validCount} without warning, ${s.warningCount} with warning, ${s.notDefinedCount} not yet defined of ${s.totalRequirements}`;
  return (
    <Tooltip label={label}>
      <Progress.Root size="lg" role="group" aria-label={`Applicability: ${label}`}>
        <Progress.Section
          value={pct(s.validCount, s.totalRequirements)}
          color="green"
          aria-label="Without warning"
        />
        <Progress.Section
          value={pct(s.warningCount, s.totalRequirements)}
          color="orange"
          aria-label="With warning"
        />
        <Progress.Section
          value={pct(s.notDefinedCount, s.totalRequirements)}
          color="gray.4"
          aria-label="Not yet defined"
        />
      </Progress.Root>
    </Tooltip>
  );
}

/** Evidence progress: confirmed evidences, evidences with warning (unconfirmed + deprecated; ADR 0077). */
export function EvidenceProgress({ s }: { s: RegulationStatistics }): JSX.Element {
  const label = `${s.confirmedEvidenceCount} confirmed, ${s.evidenceSubtotal} with warning of ${s.evidenceCount} evidences`;
  return (
    <Tooltip label={label}>
      <Progress.Root size="lg" role="group" aria-label={`Evidence: ${label}`}>
        <Progress.Section
          value={pct(s.confirmedEvidenceCount, s.evidenceCount)}
          color="green"
          aria-label="Confirmed"
        />
        <Progress.Section
          value={pct(s.evidenceSubtotal, s.evidenceCount)}
          color="orange"
          aria-label="With warning"
        />
      </Progress.Root>
    </Tooltip>
  );
}
