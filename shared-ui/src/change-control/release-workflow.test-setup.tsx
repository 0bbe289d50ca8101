import { http, HttpResponse } from 'msw';
import {
  CHANGE_CONTROL_MESSAGES,
  SIGNATURE_PASSWORD_WRONG,
  type ChangeControlRelease,
  type DocumentHistory,
  type ReleaseState,
  type Signature,
} from '@qms/shared-api';
import { Snackbar } from '../notify/Snackbar';
import { renderWithProviders, setupScreenTest, type TestSessionKind } from '../test-utils';
import { ReleaseWorkflow, type ReleaseWorkflowProps } from './ReleaseWorkflow';
import { release } from './test-fixtures';

// The one set-up of the Release Workflow's screen tests: a release backend and the card rendered as a host does.

export const WORKFLOW_USERS = [
  { userId: 'u-ann', displayName: 'Anna Admin', email: 'a@x', roles: ['QMS_ADMIN'] },
  { userId: 'u-vic', displayName: 'Victor Viewer', email: 'v@x', roles: ['QMS_VIEWER'] },
  { userId: 'u-rel', displayName: 'Rita Releaser', email: 'r@x', roles: ['QMS_ADMIN'] },
];

const NO_DRAFT: DocumentHistory = { released: [], unreleased: null };

export interface ReleaseBackendOptions {
  /** the version's releases, newest first; default: the current one alone */
  list?: ChangeControlRelease[];
  /** the version's signatures (the obsolete card reads them) */
  signatures?: Signature[];
  /** the document's versions (CREATE NEW VERSION is blocked while a draft exists) */
  history?: DocumentHistory;
  /** the tenant's four-eyes rule */
  fourEyes?: boolean;
}

/** A state change the card sent: the action (start, approve, decline, revert, cancel, complete, obsolete) and body. */
export interface ReleaseCall {
  action: string;
  body: unknown;
}

/**
 * Call once at the top of a test file. `serveRelease(current)` answers the card's calls for version v-1 and records
 * each state change; the password 'wrong' is refused as the server refuses a wrong password.
 */
export function setupReleaseWorkflowTest() {
  const { server, snackbar } = setupScreenTest();

  function serveRelease(
    current: ChangeControlRelease | null,
    { list, signatures = [], history = NO_DRAFT, fourEyes = true }: ReleaseBackendOptions = {},
  ): ReleaseCall[] {
    const calls: ReleaseCall[] = [];
    server.use(
      http.get('*/qms-api/users', () => HttpResponse.json(WORKFLOW_USERS)),
      http.get('*/qms-api/tenant-settings/release-rules', () =>
        HttpResponse.json({ fourEyes, dbVersion: 1 }),
      ),
      http.get('*/qms-api/sops/v/:v/change-control/release', () => HttpResponse.json({ release: current })),
      http.get('*/qms-api/sops/v/:v/change-control', () =>
        HttpResponse.json(list ?? (current ? [current] : [])),
      ),
      http.get('*/qms-api/sops/v/:v/signatures', () => HttpResponse.json(signatures)),
      http.get('*/qms-api/sops/:a/versions', () => HttpResponse.json(history)),
      http.post('*/qms-api/sops/v/:v/change-control/release', async ({ request }) => {
        calls.push({ action: 'start', body: await request.json() });
        return HttpResponse.json(release(), { status: 201 });
      }),
      http.put('*/qms-api/sops/v/:v/change-control/release/:action', async ({ params, request }) => {
        const body = (await request.json()) as { password?: string };
        calls.push({ action: String(params.action), body });
        if (body.password === 'wrong')
          return HttpResponse.json({ errorMessage: SIGNATURE_PASSWORD_WRONG }, { status: 403 });
        return HttpResponse.json(current);
      }),
      http.put('*/qms-api/sops/:a/versions/:v/release-state', async ({ request }) => {
        calls.push({ action: 'obsolete', body: await request.json() });
        return HttpResponse.json({
          versionId: 'v-1',
          version: 1,
          releaseState: 'OBSOLETE',
          dbVersion: 5,
          signature: null,
        });
      }),
      http.post('*/qms-api/sops/:a/versions', () =>
        HttpResponse.json(
          { artifactId: 'a-1', versionId: 'v-2', version: 2, releaseState: 'DRAFT' },
          { status: 201 },
        ),
      ),
    );
    return calls;
  }

  return { server, snackbar, serveRelease };
}

export interface RenderReleaseWorkflowOptions extends Partial<ReleaseWorkflowProps> {
  /** the record's Change Description */
  changeDescription?: string;
  /** render the snackbar beside the card, to see what stays on screen */
  withSnackbar?: boolean;
}

/** Renders the card for process version v-1 (Supplier Audit, V1) as a host does; returns the props it passed. */
export function renderReleaseWorkflow(
  state: ReleaseState,
  session: TestSessionKind,
  { changeDescription = 'Initial', withSnackbar = false, ...over }: RenderReleaseWorkflowOptions = {},
): ReleaseWorkflowProps {
  const props: ReleaseWorkflowProps = {
    kind: 'sops',
    messages: {
      releaseState: CHANGE_CONTROL_MESSAGES.releaseState,
      releaseCreateOrLoad: CHANGE_CONTROL_MESSAGES.releaseCreateOrLoad,
    },
    record: {
      artifactId: 'a-1',
      versionId: 'v-1',
      version: 1,
      name: 'Supplier Audit',
      releaseState: state,
      changeDescription,
      dbVersion: 4,
    },
    changeDescriptionEditable: state === 'DRAFT' && session === 'admin',
    onSaveChangeDescription: jest.fn(() => Promise.resolve()),
    changeDescriptionErrorMessage: 'save failed',
    onNewVersion: jest.fn(),
    ...over,
  };
  renderWithProviders(
    <>
      <ReleaseWorkflow {...props} />
      {withSnackbar && <Snackbar />}
    </>,
    { session },
  );
  return props;
}
