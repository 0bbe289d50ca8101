import { useParams } from 'react-router-dom';
import { useSop } from '@qms/shared-api';
import { ProcessDetailView } from './ProcessDetailView';

/** /processes/:id — id is a process version id (spec 1 §2.1, SopDetailView). */
export function ProcessDetailPage(): JSX.Element {
  const id = useParams().id ?? '';
  return <ProcessDetailView query={useSop(id)} routeId={id} />;
}
