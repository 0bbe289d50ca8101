import type { WidgetProps } from '@qms/shared-api';
import { GapListWidget as Widget } from '../features/gap-list-widget';

/** The Gap List of a process (Process Detail) or a template (Template Detail), spec 3 §2 (registry: shared-api WIDGETS; the feature owns the component, this file is its federation face). */
const GapListWidget: (props: WidgetProps['GapListWidget']) => JSX.Element = Widget;
export default GapListWidget;
