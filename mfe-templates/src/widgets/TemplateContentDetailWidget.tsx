import { TemplateContentDetail } from '../features/template-contents';

/** Props of the exposed Template Content Detail ('mfe_templates/TemplateContentDetail'): the content's id only. */
export interface TemplateContentDetailWidgetProps {
  templateContentId: string | null;
}

/** Template Content Detail for other areas (the gap list, the impact analysis detail). */
export default function TemplateContentDetailWidget({ templateContentId }: TemplateContentDetailWidgetProps) {
  return <TemplateContentDetail contentId={templateContentId} />;
}
