import type { WidgetProps } from '@qms/shared-api';
import { QmsRequirementEditor as Widget } from '../features/gap-list';

/** The assessment editor of one requirement, behind the impact analysis' edit toggle (spec 3 §2) (registry: shared-api WIDGETS; the feature owns the component, this file is its federation face). */
const QmsRequirementEditor: (props: WidgetProps['QmsRequirementEditor']) => JSX.Element = Widget;
export default QmsRequirementEditor;
