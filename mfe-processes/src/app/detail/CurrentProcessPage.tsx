import { useParams } from 'react-router-dom';
import { useCurrentSop } from '@qms/shared-api';
import { ProcessDetailView } from './ProcessDetailView';

/** /processes/:artifactId/current — the current version: the one in force (ADR 0145), else RELEASED, else the newest (ADR 0042). */
export function CurrentProcessPage(): JSX.Element {
  const artifactId = useParams().artifactId ?? '';
  return <ProcessDetailView query={useCurrentSop(artifactId)} routeId={artifactId} />;
}
