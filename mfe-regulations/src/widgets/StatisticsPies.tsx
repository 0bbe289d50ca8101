import type { WidgetProps } from '@qms/shared-api';
import { StatisticsPies as Widget } from '../features/gap-list';

/** The applicability and evidence pies of a regulation, reused by the impact analysis (spec 3 §9) (registry: shared-api WIDGETS; the feature owns the component, this file is its federation face). */
const StatisticsPies: (props: WidgetProps['StatisticsPies']) => JSX.Element = Widget;
export default StatisticsPies;
