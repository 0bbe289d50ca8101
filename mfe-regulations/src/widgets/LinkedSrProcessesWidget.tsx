import type { WidgetProps } from '@qms/shared-api';
import { LinkedSrProcessesWidget as Widget } from '../features/sr-panel';

/** The Standards and Regulations panel of a QMS process on Process Detail (spec 1 §2.6) (registry: shared-api WIDGETS; the feature owns the component, this file is its federation face). */
const LinkedSrProcessesWidget: (props: WidgetProps['LinkedSrProcessesWidget']) => JSX.Element = Widget;
export default LinkedSrProcessesWidget;
