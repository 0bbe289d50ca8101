import { Tooltip, type TooltipProps } from '@mantine/core';
import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';

type ChildProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A Mantine Tooltip that is mounted on the first pointer-enter or focus of its child, open from then on as the
 * Tooltip decides. A closed Mantine Tooltip is not free: each one mounts a portal node in document.body, a
 * transition with a media query and the floating-ui hooks, so a page of 250 contents with up to three warning icons
 * each spent much of its first render on tooltips nobody pointed at (issue 11). The child keeps its accessible name
 * (aria-label) either way; the tooltip only repeats it for sighted users. Arming swaps the child for the Tooltip's
 * copy of it (a new DOM node), so it suits icons, not buttons: a click whose press and release straddle the swap
 * would land on the row, not on the button (RowActions keeps the plain Tooltip for that reason).
 */
export function LazyTooltip({
  children,
  ...tooltip
}: Omit<TooltipProps, 'children'> & { children: ReactElement<ChildProps> }): JSX.Element {
  const [armed, setArmed] = useState<'pointer' | 'focus' | null>(null);
  const target = useRef<HTMLDivElement>(null); // the child, whatever its element (Tooltip types its ref so)
  // a keyboard user's focus moves to the Tooltip's copy of the child
  useLayoutEffect(() => {
    if (armed === 'focus') target.current?.focus();
  }, [armed]);
  if (armed) {
    return (
      <Tooltip {...tooltip} ref={target} defaultOpened>
        {children}
      </Tooltip>
    );
  }
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      setArmed('pointer');
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      children.props.onFocus?.(event);
      setArmed('focus');
    },
  });
}
