import { sql } from 'drizzle-orm';
import type { SessionUser } from '@qms/shared-api/contract';
import type { ExampleFixtures } from '../http/route';
import { hashPassword } from '../identity/passwords';
import { decide, startRelease } from './change-control.service';
import type { ChangeControlHost } from './host';

// Example rows for the generated route checks (route-table.test.ts): versions with releases in each state, and
// a known signature password for the signing user.

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

/** A fresh DRAFT version with a RUNNING release: `author` is its author, the caller (admin) its releaser. */
export async function exampleRelease(
  fx: ExampleFixtures,
  host: ChangeControlHost,
  options: { author?: SessionUser; approvedByAuthor?: boolean } = {},
): Promise<{
  artifactId: string;
  versionId: string;
  releaseDbVersion: number;
  participantDbVersion: number;
}> {
  const ids = await host.exampleVersion(fx, 'DRAFT');
  const author = options.author ?? fx.caller;
  let release = await fx.run((tx) =>
    startRelease({ tx, user: fx.caller, host }, ids.versionId, {
      comment: 'Example release',
      expectedDecider: fx.caller.userId,
      authorUserIds: [author.userId],
      approverUserIds: [],
    }),
  );
  if (options.approvedByAuthor) {
    release = await fx.run((tx) =>
      decide({ tx, user: author, host }, ids.versionId, 'approve', {
        comment: '',
        dbVersion: release.authors[0]!.dbVersion,
      }),
    );
  }
  return {
    ...ids,
    releaseDbVersion: release.dbVersion,
    participantDbVersion: release.authors[0]!.dbVersion,
  };
}
