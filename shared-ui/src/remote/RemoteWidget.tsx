import {
  Component,
  Suspense,
  createElement,
  lazy,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Loader } from '@mantine/core';
import { AREA_MANIFESTS, WIDGETS, widgetModuleId, type WidgetId, type WidgetProps } from '@qms/shared-api';
import { AreaUnavailable } from './AreaUnavailable';
import { loadRemote } from './federation';
import { sharedVersionReason } from './shared-versions';

type Loader = (id: string) => Promise<unknown>;

/** Turns whatever a remote module exports (default export or the module itself) into a component. */
function toComponent<P>(module: unknown, id: string): ComponentType<P> {
  const candidate = (module as { default?: unknown } | null)?.default ?? module;
  if (typeof candidate !== 'function' && typeof candidate !== 'object') {
    throw new Error(`Remote module ${id} does not export a component`);
  }
  return candidate as ComponentType<P>;
}

interface BoundaryProps {
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  reason?: string;
}

class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, reason: sharedVersionReason(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[RemoteWidget] ${this.props.area} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <AreaUnavailable
          area={this.props.area}
          reason={this.state.reason}
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

export interface RemoteWidgetProps<Id extends WidgetId> {
  /** the widget's id in the registry (shared-api WIDGETS), e.g. 'GapListWidget'; its area exposes it */
  widget: Id;
  /** checked against the registry's props of that widget, the type its remote's module accepts */
  props: WidgetProps[Id];
  fallback?: ReactNode;
  /** for tests; defaults to the suite's Module Federation loader (./federation) */
  loader?: Loader;
}

/**
 * A cross-area widget loaded through Module Federation (ARCHITECTURE §2): an area never imports another area's
 * files. Suspense while loading; a failing remote shows the owning area's unavailable panel, never a blank screen.
 * The module id and the area's name follow from the widget registry, so no host writes them by hand.
 */
export function RemoteWidget<Id extends WidgetId>({
  widget,
  props,
  fallback,
  loader = loadRemote,
}: RemoteWidgetProps<Id>) {
  const id = widgetModuleId(widget);
  const area = AREA_MANIFESTS[WIDGETS[widget].area].title;
  const [attempt, setAttempt] = useState(0);
  const Widget = useMemo(
    () => lazy(async () => ({ default: toComponent<WidgetProps[Id]>(await loader(id), id) })),
    // attempt: a retry builds a new lazy component, which loads again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, loader, attempt],
  );
  return (
    <RemoteErrorBoundary key={attempt} area={area} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={fallback ?? <Loader size="sm" m="md" />}>
        {createElement(Widget as unknown as ComponentType<WidgetProps[Id]>, props)}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
