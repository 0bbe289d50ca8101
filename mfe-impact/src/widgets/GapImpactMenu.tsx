import type { WidgetProps } from '@qms/shared-api';
import { GapImpactMenu as Widget } from '../features/gap-impact-menu';

/** The impact menu of a Gap List requirement (spec 3 §2) (registry: shared-api WIDGETS; the feature owns the component, this file is its federation face). */
const GapImpactMenu: (props: WidgetProps['GapImpactMenu']) => JSX.Element = Widget;
export default GapImpactMenu;
