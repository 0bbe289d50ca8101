// Test support of the backup-and-restore round trip (issue 30.3): a tenant seeded through the API with what an
// operator must not lose, and the list of reads that must answer the same before the backup and after the restore.
import { createHash, randomBytes } from 'node:crypto';
import type { FileStorage, GapList, ImpactAnalysis, SessionUser } from '@qms/shared-api/contract';
import { MINIMAL_PDF, multipartBody } from '../src/processes/storage/storage.examples';
import { api, expectStatus } from './api';
import { decide, processWithBlocks, releaseTeam, startRelease } from './change-control';
import { createTenant, type TestContext, type TestTenant } from './helpers';
import { importTestRegulation } from './impact';
import { newProcess } from './processes';

export interface SeededTenant {
  tenant: TestTenant;
  /** the reads (GET paths of the server, /qms-api or /sr-api) whose answers must survive byte for byte */
  reads: string[];
  /** the uploaded files' download paths and their bytes */
  files: Map<string, Buffer>;
}

/** A PDF that carries every byte value, so a text-mode copy anywhere on the way would show. */
const binaryPdf = (): Buffer =>
  Buffer.concat([MINIMAL_PDF, Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(4096)]);

async function upload(t: TestContext, admin: SessionUser, versionId: string, name: string, data: Buffer) {
  const storage = expectStatus<FileStorage>(
    await api(t, admin, 'POST', '/storage', {
      artifactType: 'SOP',
      artifactVersionId: versionId,
      fileStorageType: 'SOP_AS_PDF',
      name,
    }),
    201,
  );
  const { payload, contentType } = multipartBody(`${name}.pdf`, data);
  const uploaded = await t.as(admin, {
    method: 'POST',
    url: `/qms-api/storage/${storage.id}/content`,
    payload,
    headers: { 'content-type': contentType },
  });
  expectStatus(uploaded, 200);
  return storage.id;
}

/**
 * One tenant with processes (one released through a signed release, one with uploaded PDFs), a gap list with
 * assessments and an impact analysis with impacts; the admin, viewer, releaser and approver have PASSWORD.
 */
export async function seedBackupTenant(t: TestContext): Promise<SeededTenant> {
  const tenant = await createTenant(t.database, 'Backup');
  const { admin } = tenant;
  const { releaser, approver } = await releaseTeam(t, tenant);
  const q = (path: string) => `/qms-api${path}`;
  const reads = [q('/sops'), q('/users'), q('/roles'), '/sr-api/regulations'];

  // a process released through the workflow: the author's and approver's signatures, then the releaser's
  const released = await processWithBlocks(t, admin, 'Purchasing');
  await startRelease(t, admin, released.versionId, {
    comment: 'Please approve',
    expectedDecider: releaser.userId,
    authorUserIds: [admin.userId],
    approverUserIds: [approver.userId],
  });
  await decide(t, admin, released.versionId, 'approve', { comment: 'Author agrees' });
  await decide(t, approver, released.versionId, 'approve', { comment: 'Approved' });
  await decide(t, releaser, released.versionId, 'complete', { comment: 'Released' });

  // a process whose content is uploaded PDFs (two files, so the bytes cannot be mixed up)
  const pdfProcess = (await newProcess(t, admin, { name: 'Inspection' })).sop;
  const files = new Map<string, Buffer>();
  for (const name of ['Inspection plan', 'Inspection record']) {
    const data = binaryPdf();
    files.set(q(`/storage/${await upload(t, admin, pdfProcess.versionId, name, data)}/content`), data);
  }

  // a gap list with assessments
  const iso = await importTestRegulation(t, ['Plan the work.', 'Check the work.', 'Record the work.']);
  const gap = expectStatus<GapList>(
    await api(t, admin, 'GET', `/qms-regulations/${iso.regulationId}/gap-list`),
    200,
  );
  for (const [i, requirement] of gap.qmsRequirements.slice(0, 2).entries()) {
    expectStatus(
      await api(t, admin, 'PUT', '/qms-requirements', {
        requirementId: requirement.requirementId,
        applicability: 'APPLICABLE',
        notes: `Covered by Purchasing (${i + 1})`,
        dbVersion: requirement.dbVersion,
      }),
      200,
    );
  }

  // an impact analysis between two revisions, with impacts
  const next = await importTestRegulation(t, ['Plan and review the work.', 'Check the work.']);
  const analysis = expectStatus<ImpactAnalysis>(
    await api(t, admin, 'POST', '/impact-analyses', {
      title: 'Revision 1 to 2',
      regulationIdFrom: iso.regulationId,
      regulationIdTo: next.regulationId,
    }),
    201,
  );
  const impacts = `/impact-analyses/${analysis.id}/impacts`;
  expectStatus(
    await api(t, admin, 'POST', impacts, {
      requirementIdsFrom: [iso.requirementIds[0]],
      requirementIdsTo: [next.requirementIds[0]],
    }),
    201,
  );
  expectStatus(await api(t, admin, 'POST', impacts, { requirementIdsFrom: [iso.requirementIds[2]] }), 201);

  for (const { versionId, artifactId } of [released, pdfProcess]) {
    reads.push(
      q(`/sops/sop-artifact-uuid/versions/${versionId}`),
      q(`/sops/${artifactId}/versions`),
      q(`/sops/v/${versionId}/change-control/release`),
      q(`/sops/v/${versionId}/signatures`),
      q(`/storage?artifact-type=SOP&artifact-id=${versionId}`),
    );
  }
  reads.push(
    q(`/qms-regulations/${iso.regulationId}/gap-list`),
    q(`/impact-analyses/${analysis.id}`),
    q(impacts),
    // verify first: it seals what the last writes left unsealed, so the CSV lists every entry with its hash
    // (read before sealing, it would say 'not yet sealed' where the restored copy, sealed, shows the hash)
    q('/audit-trail/verify'),
    q('/audit-trail/export.csv'),
    ...files.keys(),
  );
  return { tenant, reads, files };
}

/** A body's fingerprint: equal fingerprints are equal bytes (and a failed comparison stays readable). */
export const digestOf = (body: Buffer): string =>
  `${body.length} bytes, sha256 ${createHash('sha256').update(body).digest('hex')}`;

/** Every read's answer: its status and the digest of its body, byte for byte. */
export async function readAll(
  reads: readonly string[],
  get: (path: string) => Promise<{ status: number; body: Buffer }>,
): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  for (const path of reads) {
    const { status, body } = await get(path);
    answers[path] = `${status}: ${digestOf(body)}`;
  }
  return answers;
}
