import type { WidgetProps } from '@qms/shared-api';
import { RequirementListWidget as Widget } from '../features/sr-panel';

/** The Requirement List of a PRODUCT process on Process Detail (spec 1 §2.6) (registry: shared-api WIDGETS; the feature owns the component, this file is its federation face). */
const RequirementListWidget: (props: WidgetProps['RequirementListWidget']) => JSX.Element = Widget;
export default RequirementListWidget;
