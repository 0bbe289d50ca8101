import type { WidgetProps } from '@qms/shared-api';
import { TemplateContentDetail as Detail } from '../features/template-contents';

/** Template Content Detail for other areas (the gap list, the impact analysis detail): the content by its id. */
export default function TemplateContentDetail({
  templateContentId,
}: WidgetProps['TemplateContentDetail']): JSX.Element {
  return <Detail contentId={templateContentId} />;
}
