import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RELEASE_WORKFLOW_TAB } from '@qms/shared-api';

/**
 * Where the template's Release Workflow sits. The deep link of My approvals and the release mails
 * (?tab=releaseWorkflow) scrolls it into view: on a long template it is below the fold.
 */
export function ReleaseWorkflowTarget({ children }: { children: ReactNode }): JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const [searchParams] = useSearchParams();
  const linked = searchParams.get(RELEASE_WORKFLOW_TAB.param) === RELEASE_WORKFLOW_TAB.value;
  useEffect(() => {
    // jsdom has no scrollIntoView
    if (linked) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [linked]);
  return (
    <div ref={ref} data-testid="release-workflow-target">
      {children}
    </div>
  );
}
