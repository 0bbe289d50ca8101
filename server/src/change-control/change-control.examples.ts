import { sql } from 'drizzle-orm';
import type { SessionUser } from '@qms/shared-api/contract';
import type { ReleaseState } from '@qms/shared-api/contract';
import { routeKey, type ExampleFixtures, type RouteExamples } from '../http/route-examples';
import { hashPassword } from '../identity/index';
import { insertDirectoryUser } from '../platform/platform.repository';
import { decide, startRelease } from './change-control.service';
import type { ChangeControlHost } from './host';
import type { VersionRoutesMount } from './versions.routes';
import type { DecisionAction } from './state-machine';

// The examples of the change-control and version routes for the generated route checks (route-table.test.ts):
// versions with releases in each state, and a known signature password for the signing user. An area mounting
// the routes gives `changeControlExamples` its host and how to make a fresh version of its artifact.

/** The password the examples sign with; set on the signer's account by `withSignaturePassword`. */
export const EXAMPLE_SIGNATURE_PASSWORD = 'Example signature password 1';
let exampleHash: Promise<string> | undefined;

/** Gives the user the example password (system work: the request role may not write password hashes). */
export async function withSignaturePassword(fx: ExampleFixtures, user: SessionUser): Promise<string> {
  exampleHash ??= hashPassword(EXAMPLE_SIGNATURE_PASSWORD);
  const hash = await exampleHash;
  await fx.system((tx) =>
    tx.execute(
      sql`update users set password_hash = ${hash} where tenant_id = ${fx.tenantId} and id = ${user.userId}`,
    ),
  );
  return EXAMPLE_SIGNATURE_PASSWORD;
}

/** A fresh artifact with one version in the given state (the area that mounts the routes makes it). */
export type ExampleVersion = (
  fx: ExampleFixtures,
  releaseState: ReleaseState,
) => Promise<{ artifactId: string; versionId: string }>;

export interface ExampleMount {
  host: ChangeControlHost;
  exampleVersion: ExampleVersion;
}

/** Another user of the tenant, co-author of the example releases (four-eyes: the releaser is not the only author). */
async function colleague(fx: ExampleFixtures): Promise<SessionUser> {
  const userName = fx.uniqueName('Colleague');
  const email = `${userName.replace(/\W+/g, '.').toLowerCase()}@example.com`;
  const entry = await fx.system((tx) =>
    insertDirectoryUser(tx, fx.tenantId, { email, displayName: userName }),
  );
  return { ...fx.caller, userId: entry.userId, email, userName, roles: [] };
}

/**
 * A fresh DRAFT version with a RUNNING release: `author` is its author, the caller (admin) its releaser. When the
 * caller is the author too, a colleague co-authors it (four-eyes, issue 27.3).
 */
export async function exampleRelease(
  fx: ExampleFixtures,
  { host, exampleVersion }: ExampleMount,
  options: { author?: SessionUser; approvedByAuthor?: boolean } = {},
): Promise<{
  artifactId: string;
  versionId: string;
  releaseDbVersion: number;
  participantDbVersion: number;
}> {
  const ids = await exampleVersion(fx, 'DRAFT');
  const author = options.author ?? fx.caller;
  const authors = author.userId === fx.caller.userId ? [author, await colleague(fx)] : [author];
  let release = await fx.run((tx) =>
    startRelease({ tx, user: fx.caller, host }, ids.versionId, {
      comment: 'Example release',
      expectedDecider: fx.caller.userId,
      authorUserIds: authors.map((a) => a.userId),
      approverUserIds: [],
    }),
  );
  const recordOf = (user: SessionUser) => release.authors.find((p) => p.userId === user.userId)!;
  if (options.approvedByAuthor) {
    for (const user of authors) {
      release = await fx.run((tx) =>
        decide({ tx, user, host }, ids.versionId, 'approve', {
          comment: '',
          dbVersion: recordOf(user).dbVersion,
        }),
      );
    }
  }
  return {
    ...ids,
    releaseDbVersion: release.dbVersion,
    participantDbVersion: recordOf(author).dbVersion,
  };
}

/** The examples of `changeControlRoutes` at `basePath` and `versionRoutes` at `urls`, as one area mounts them. */
export function changeControlExamples(
  mount: ExampleMount & { basePath: string; urls: VersionRoutesMount['urls'] },
): RouteExamples {
  const { host, exampleVersion, basePath, urls } = mount;
  const key = (method: 'GET' | 'POST' | 'PUT', url: string) => routeKey({ method, service: 'qms', url });
  const at = (suffix: string) => key('GET', `${basePath}/v/:versionId/${suffix}`);
  const anyVersion = async (fx: ExampleFixtures) => ({ params: await exampleVersion(fx, 'DRAFT') });
  const decision = (action: DecisionAction) => {
    const example = async (fx: ExampleFixtures, participant: SessionUser) => {
      const release = await exampleRelease(fx, mount, {
        author: participant,
        approvedByAuthor: action === 'revert',
      });
      const password =
        action === 'revert'
          ? {}
          : { password: await withSignaturePassword(fx, participant), email: participant.email };
      return {
        params: { versionId: release.versionId },
        body: { comment: 'Example decision', dbVersion: release.participantDbVersion, ...password },
      };
    };
    return {
      [key('PUT', `${basePath}/v/:versionId/change-control/release/${action}`)]: {
        example: (fx: ExampleFixtures) => example(fx, fx.caller),
        participantExample: example,
      },
    };
  };
  return {
    [at('change-control')]: { example: anyVersion },
    [at('change-control/release')]: { example: anyVersion },
    [key('POST', `${basePath}/v/:versionId/change-control/release`)]: {
      example: async (fx) => ({
        params: await exampleVersion(fx, 'DRAFT'),
        body: {
          comment: 'Example release',
          expectedDecider: fx.caller.userId,
          authorUserIds: [fx.caller.userId],
        },
      }),
    },
    [key('PUT', `${basePath}/v/:versionId/change-control/release/cancel`)]: {
      example: async (fx) => {
        const release = await exampleRelease(fx, mount);
        return {
          params: { versionId: release.versionId },
          body: { comment: 'Example reason', dbVersion: release.releaseDbVersion },
        };
      },
    },
    [key('PUT', `${basePath}/v/:versionId/change-control/release/complete`)]: {
      example: async (fx) => {
        const release = await exampleRelease(fx, mount, { approvedByAuthor: true });
        return {
          params: { versionId: release.versionId },
          body: {
            dbVersion: release.releaseDbVersion,
            password: await withSignaturePassword(fx, fx.caller),
            email: fx.caller.email,
          },
        };
      },
    },
    ...decision('approve'),
    ...decision('decline'),
    ...decision('revert'),
    [at('signatures')]: { example: anyVersion },
    [at('signatures/in-force')]: { example: anyVersion },
    [key('GET', urls.history)]: { example: async (fx) => ({ params: await exampleVersion(fx, 'RELEASED') }) },
    [key('POST', urls.newVersion)]: {
      example: async (fx) => ({ params: await exampleVersion(fx, 'RELEASED') }),
    },
    [key('PUT', urls.releaseState)]: {
      example: async (fx) => {
        const ids = await exampleVersion(fx, 'RELEASED');
        const version = await fx.run((tx) => host.loadVersion(tx, fx.tenantId, ids.versionId));
        return {
          params: ids,
          body: {
            releaseState: 'OBSOLETE',
            dbVersion: version.dbVersion,
            password: await withSignaturePassword(fx, fx.caller),
            email: fx.caller.email,
          },
        };
      },
    },
  };
}
