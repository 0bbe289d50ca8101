import {
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import { AssessmentEditor } from './AssessmentEditor';
import { AssessmentStandIn, type RowAssessmentProps } from './AssessmentStandIn';
import { EditorGateContext } from './editorGate';

const STAND_IN_LABEL = (paragraph: string) => `Assessment of ${paragraph}`;

const TABBABLE =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** Where focus goes once the editor replaces a focused stand-in. */
type FocusIntent = { at: 'first' | 'last' } | { x: number; y: number };

/** The editor's field for the intent: under the pointer (or the field of a label there), else the first/last one. */
function fieldFor(box: HTMLElement, intent: FocusIntent): HTMLElement | null {
  const fields = [...box.querySelectorAll<HTMLElement>(TABBABLE)];
  if ('x' in intent) {
    const hit = document.elementFromPoint?.(intent.x, intent.y) ?? null;
    const label = hit?.closest('label');
    const target = label?.htmlFor
      ? document.getElementById(label.htmlFor)
      : hit?.closest<HTMLElement>(TABBABLE);
    if (target && box.contains(target)) return target;
    return fields[0] ?? null;
  }
  return (intent.at === 'first' ? fields[0] : fields[fields.length - 1]) ?? null;
}

/**
 * A gap-list row's assessment in edit mode (issue 14): the AssessmentEditor, or — for a row that entered while the
 * list was scrolling — AssessmentStandIn until the list settles (EditorGate mounts the editors a few per frame).
 * Rules (docs/adr/0081-gap-list-rows-light-while-scrolling.md):
 * - an editor, once mounted, stays while the row is rendered (its 409 notice, unsaved text and focus live in it);
 * - the stand-in is one focusable element (its look-alike fields are inert): focus on it (Tab, Shift+Tab, a click)
 *   mounts the editor at once and moves focus to the field the user reached — the first one for Tab, the last one
 *   for Shift+Tab, the one under the pointer for a click — so focus is never lost and Tab order is the editor's.
 */
export function RowEditor({ qms, options, paragraph, proposals }: RowAssessmentProps): JSX.Element {
  const gate = useContext(EditorGateContext);
  const [mounted, setMounted] = useState(() => !gate.isScrolling());
  const box = useRef<HTMLDivElement>(null);
  const intent = useRef<FocusIntent | null>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (mounted) return;
    return gate.request(
      () => setMounted(true),
      () => box.current,
    );
  }, [mounted, gate]);

  // before paint: the focused stand-in has just left the DOM, its field takes focus
  useLayoutEffect(() => {
    if (!mounted || !intent.current || !box.current) return;
    fieldFor(box.current, intent.current)?.focus();
    intent.current = null;
  }, [mounted]);

  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const from = e.relatedTarget;
    const fromBelow = from instanceof Node && !!(e.currentTarget.compareDocumentPosition(from) & 4);
    intent.current = pointer.current ?? { at: fromBelow ? 'last' : 'first' };
    pointer.current = null;
    setMounted(true);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    pointer.current = { x: e.clientX, y: e.clientY };
  };

  return (
    <div ref={box}>
      {mounted ? (
        <AssessmentEditor qms={qms} canEdit options={options} paragraph={paragraph} proposals={proposals} />
      ) : (
        <div
          tabIndex={0}
          role="group"
          aria-label={STAND_IN_LABEL(paragraph)}
          data-stand-in=""
          onFocus={onFocus}
          onPointerDown={onPointerDown}
        >
          {/* React 18 has no `inert` prop: the attribute keeps the look-alike fields out of focus, clicks and
              the accessibility tree (a click lands on the focusable group above) */}
          <div {...{ inert: '' }}>
            <AssessmentStandIn qms={qms} options={options} paragraph={paragraph} proposals={proposals} />
          </div>
        </div>
      )}
    </div>
  );
}
