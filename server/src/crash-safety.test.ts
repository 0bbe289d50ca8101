// Issue 30.4: nothing acknowledged is lost to a crash. Several clients write (a role, blocks, assessments, signed
// release decisions) while the server is killed with SIGKILL; after a restart every write answered 2xx is there,
// none is half-applied, and the audit trail's chain is intact; an upload cut off by the kill leaves no temporary
// file once the server started again. And SIGTERM lets a request in flight finish.
// Runs on the pass's database: PGlite in one pass, PostgreSQL (DATABASE_URL) in the other.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ChangeControlRelease, GapList, Role, SopDetailResponse } from '@qms/shared-api/contract';
import { resetTestSchema } from '../test/helpers';
import { MINIMAL_PDF, multipartBody } from './processes/storage/storage.examples';
import { demoPassword, LiveServer, type Answer } from '../test/live-server';

const databaseUrl = process.env.DATABASE_URL;
const PORT = 19_000 + (process.pid % 1000);
const ADMIN = 'admin@acme.example';
const VIEWER = 'viewer@acme.example';
const RELEASES = 8;

/** A small catalog for the assessments (no public data needed): ten controls. */
function writeCatalog(dir: string): string {
  const file = path.join(dir, 'crash-catalog.json');
  const controls = Array.from({ length: 10 }, (_, i) => ({
    id: `cr-${i + 1}`,
    title: `Crash control ${i + 1}`,
    parts: [{ id: `cr-${i + 1}_smt`, name: 'statement', prose: `Statement ${i + 1}.` }],
  }));
  const catalog = {
    uuid: randomUUID(),
    metadata: { title: `Crash test catalog ${randomUUID()}`, version: '1', 'oscal-version': '1.1.2' },
    groups: [{ id: 'cr', title: 'Crash family', controls }],
  };
  writeFileSync(file, JSON.stringify({ catalog }));
  return file;
}

/** The blocks of a process version (the detail answer carries them). */
async function blocksOf(server: LiveServer, bearer: string, versionId: string) {
  const detail = await server.call(bearer, 'GET', `/qms-api/sops/sop-artifact-uuid/versions/${versionId}`);
  return detail.json<SopDetailResponse>().sop.sopBlocks;
}

/** An upload of which only the first half is sent; settles when the connection ends (the kill cuts it). */
function uploadInPart(base: string, bearer: string, storageId: string): Promise<void> {
  const { payload, contentType } = multipartBody(
    'cut.pdf',
    Buffer.concat([MINIMAL_PDF, Buffer.alloc(2 << 20, 37)]),
  );
  return new Promise((resolve) => {
    const request = http.request(`${base}/qms-api/storage/${storageId}/content`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${bearer}`,
        'content-type': contentType,
        'content-length': payload.length,
      },
    });
    request.on('error', () => resolve());
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve());
    });
    request.write(payload.subarray(0, payload.length >> 1));
  });
}

const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
function expect2xx(answer: Answer, what: string): Answer {
  if (!ok(answer)) throw new Error(`${what}: ${answer.status} ${answer.body}`);
  return answer;
}

describe('crash safety: SIGKILL under load loses no acknowledged write; SIGTERM finishes requests in flight', () => {
  let server: LiveServer;
  let dataDir: string;
  let admin: string;
  let viewer: string;
  let roleAt: Role;
  let blockProcess: { artifactId: string; versionId: string };
  let regulationId: string;
  let storageId: string;
  /** the server's temporary folder, where an upload waits while the client sends it (ADR 0190) */
  let spoolDir: string;
  const releaseVersions: string[] = [];

  before(async () => {
    if (databaseUrl) await resetTestSchema(databaseUrl);
    dataDir = mkdtempSync(path.join(tmpdir(), 'qms-crash-'));
    spoolDir = path.join(dataDir, 'tmp');
    mkdirSync(spoolDir);
    server = new LiveServer(PORT, {
      QMS_DATA_DIR: dataDir,
      TMPDIR: spoolDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    // the operator import first: on PGlite the database belongs to one process
    server.operator('src/regulations/import-cli.ts', [writeCatalog(dataDir), '--number', 'CRASH 1']);
    await server.start();
    admin = await server.signIn(ADMIN);
    viewer = await server.signIn(VIEWER);
    const users = (await server.call(admin, 'GET', '/qms-api/users')).json<
      { userId: string; email: string }[]
    >();
    const idOf = (email: string) => users.find((u) => u.email === email)!.userId;

    roleAt = (await server.call(admin, 'GET', '/qms-api/roles')).json<Role[]>()[0]!;
    const created = async (name: string) => {
      const sop = expect2xx(
        await server.call(admin, 'POST', '/qms-api/sops', { name }),
        'process',
      ).json<SopDetailResponse>();
      return {
        artifactId: sop.sopArtifact.artifactId,
        versionId: sop.sop.versionId,
        dbVersion: sop.sop.dbVersion,
      };
    };
    const { dbVersion: _, ...blocks } = await created('Crash blocks');
    blockProcess = blocks;
    storageId = expect2xx(
      await server.call(admin, 'POST', '/qms-api/storage', {
        artifactType: 'SOP',
        artifactVersionId: blocks.versionId,
        fileStorageType: 'SOP_AS_PDF',
        name: 'Process as PDF',
      }),
      'storage',
    ).json<{ id: string }>().id;
    // processes in release, each waiting for the signed approval of its author, the viewer
    for (let i = 0; i < RELEASES; i++) {
      const sop = await created(`Crash release ${i}`);
      const url = `/qms-api/sops/${sop.artifactId}/versions/${sop.versionId}`;
      expect2xx(
        await server.call(admin, 'POST', `${url}/blocks`, { block: { type: 'TIPTAP', name: 'Body' } }),
        'block',
      );
      const read = (
        await server.call(admin, 'GET', `/qms-api/sops/sop-artifact-uuid/versions/${sop.versionId}`)
      ).json<SopDetailResponse>();
      expect2xx(
        await server.call(admin, 'PUT', url, {
          changeDescription: 'First issue',
          dbVersion: read.sop.dbVersion,
        }),
        'change description',
      );
      expect2xx(
        await server.call(admin, 'POST', `/qms-api/sops/v/${sop.versionId}/change-control/release`, {
          comment: 'Please approve',
          expectedDecider: idOf(ADMIN),
          // the four-eyes rule: the releaser is not the only author
          authorUserIds: [idOf(VIEWER)],
        }),
        'start release',
      );
      releaseVersions.push(sop.versionId);
    }
    const regulations = (await server.call(admin, 'GET', '/sr-api/regulations')).json<
      { id: string; number?: string | null }[]
    >();
    regulationId = regulations.find((r) => r.number === 'CRASH 1')!.id;
  });

  after(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every write answered 2xx across a SIGKILL, none half-applied, the audit chain intact', async () => {
    const gap = (
      await server.call(admin, 'GET', `/qms-api/qms-regulations/${regulationId}/gap-list`)
    ).json<GapList>();
    const assessed = gap.qmsRequirements
      .slice(0, 4)
      .map((q) => ({ requirementId: q.requirementId, dbVersion: q.dbVersion }));
    assert.equal(assessed.length, 4, 'the catalog gives requirements to assess');

    // what each client had answered 2xx, and the one write it may have had in flight at the kill
    const acked = {
      role: [] as string[],
      blocks: [] as string[],
      notes: new Map<string, string[]>(),
      approvals: [] as string[],
    };
    const inFlight = { role: null as string | null, notes: new Map<string, string>() };
    let stop = false;
    const loop = async (step: (n: number) => Promise<void>) => {
      for (let n = 0; !stop; n++) {
        try {
          await step(n);
        } catch {
          return; // the connection died with the server
        }
      }
    };

    let roleVersion = roleAt.dbVersion;
    const roleWriter = loop(async (n) => {
      const value = `Crash responsibility ${n}`;
      inFlight.role = value;
      const answer = await server.call(admin, 'PUT', `/qms-api/roles/${roleAt.id}`, {
        name: roleAt.name,
        responsibility: value,
        authority: roleAt.authority,
        requirements: roleAt.requirements,
        srId: roleAt.srId,
        dbVersion: roleVersion,
      });
      if (ok(answer)) {
        acked.role.push(value);
        roleVersion = answer.json<Role>().dbVersion;
      }
    });
    const blockWriter = loop(async (n) => {
      const name = `Crash block ${n}`;
      const url = `/qms-api/sops/${blockProcess.artifactId}/versions/${blockProcess.versionId}/blocks`;
      if (ok(await server.call(admin, 'POST', url, { block: { type: 'TIPTAP', name } })))
        acked.blocks.push(name);
    });
    const assessor = loop(async (n) => {
      const target = assessed[n % assessed.length]!;
      const notes = `Crash note ${n}`;
      inFlight.notes.set(target.requirementId, notes);
      const answer = await server.call(admin, 'PUT', '/qms-api/qms-requirements', {
        requirementId: target.requirementId,
        applicability: 'APPLICABLE',
        notes,
        dbVersion: target.dbVersion,
      });
      if (ok(answer)) {
        acked.notes.set(target.requirementId, [...(acked.notes.get(target.requirementId) ?? []), notes]);
        target.dbVersion = answer.json<{ dbVersion: number }>().dbVersion;
      }
    });
    const approver = loop(async (n) => {
      const versionId = releaseVersions[n];
      if (!versionId) {
        await new Promise((r) => setTimeout(r, 20));
        return;
      }
      const at = `/qms-api/sops/v/${versionId}/change-control/release`;
      const release = (await server.call(viewer, 'GET', at)).json<{ release: ChangeControlRelease }>()
        .release;
      const record = release.authors[0]!;
      const answer = await server.call(viewer, 'PUT', `${at}/approve`, {
        dbVersion: record.dbVersion,
        password: demoPassword(VIEWER),
        email: VIEWER,
      });
      if (ok(answer)) acked.approvals.push(versionId);
    });

    // let the writes run until each kind was acknowledged a few times, then pull the plug: counted, not timed,
    // since a loaded machine writes several times slower than a quiet one
    const writes = () =>
      acked.role.length +
      acked.blocks.length +
      acked.approvals.length +
      [...acked.notes.values()].flat().length;
    const enough = () =>
      acked.role.length >= 3 &&
      acked.blocks.length >= 3 &&
      acked.notes.size >= 1 &&
      acked.approvals.length >= 1;
    for (let waited = 0; !enough() && waited < 120_000; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    // an upload under way too: part of the file sent, its temporary file there
    const spooled = () => readdirSync(spoolDir).filter((name) => name.startsWith('qms-upload-'));
    const upload = uploadInPart(server.base, admin, storageId);
    for (let waited = 0; spooled().length === 0 && waited < 60_000; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    // and a moment more, so the kill lands among writes in flight
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(await server.stop('SIGKILL'), null);
    stop = true;
    await Promise.all([roleWriter, blockWriter, assessor, approver, upload]);
    assert.ok(enough(), `the clients wrote every kind before the kill (${writes()} acknowledged)`);
    const leftBehind = spooled();
    assert.equal(leftBehind.length, 1, 'the upload cut off by the kill left its temporary file');

    await server.start();
    admin = await server.signIn(ADMIN);

    // the temporary file of the cut-off upload is deleted by the new server (after it answers, so waited for)
    const spool = path.join(spoolDir, leftBehind[0]!);
    for (let waited = 0; existsSync(spool) && waited < 30_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    assert.ok(
      !existsSync(spool),
      'the new server deleted the temporary file of the upload cut off by the kill',
    );

    // the role: the last acknowledged value, or the one that was in flight (committed, answer lost)
    const role = (await server.call(admin, 'GET', '/qms-api/roles'))
      .json<Role[]>()
      .find((r) => r.id === roleAt.id)!;
    assert.ok(
      [acked.role.at(-1), inFlight.role].includes(role.responsibility),
      `role holds ${role.responsibility}, acknowledged up to ${acked.role.at(-1)}`,
    );

    // every acknowledged block, at most one more
    const blocks = await blocksOf(server, admin, blockProcess.versionId);
    const crashBlocks = blocks.map((b) => b.name).filter((n) => n.startsWith('Crash block'));
    for (const name of acked.blocks) assert.ok(crashBlocks.includes(name), `${name} survived`);
    assert.ok(crashBlocks.length <= acked.blocks.length + 1);

    // the assessments: each the last acknowledged note or the one in flight
    const after = (
      await server.call(admin, 'GET', `/qms-api/qms-regulations/${regulationId}/gap-list`)
    ).json<GapList>();
    for (const [requirementId, notes] of acked.notes) {
      const stored = after.qmsRequirements.find((q) => q.requirementId === requirementId)!;
      assert.ok(
        [notes.at(-1), inFlight.notes.get(requirementId)].includes(stored.notes),
        `${requirementId}: ${stored.notes}`,
      );
      assert.equal(stored.applicability, 'APPLICABLE');
    }

    // the release decisions: acknowledged ones are signed; none is a decision without its signature or vice versa
    for (const versionId of releaseVersions) {
      const { release } = (
        await server.call(admin, 'GET', `/qms-api/sops/v/${versionId}/change-control/release`)
      ).json<{ release: ChangeControlRelease }>();
      const approval = release.authors[0]!;
      assert.equal(
        approval.decision === 'APPROVED',
        approval.signature !== null,
        `${versionId} half-applied`,
      );
      if (acked.approvals.includes(versionId)) assert.equal(approval.decision, 'APPROVED');
    }

    const verify = (await server.call(admin, 'GET', '/qms-api/audit-trail/verify')).json<{
      valid: boolean;
    }>();
    assert.equal(verify.valid, true, 'the audit chain is intact');
  });

  it('lets a request in flight finish on SIGTERM, then exits 0', async () => {
    const body = JSON.stringify({ block: { type: 'TIPTAP', name: 'Written during the stop' } });
    const url = `${server.base}/qms-api/sops/${blockProcess.artifactId}/versions/${blockProcess.versionId}/blocks`;
    let connected!: () => void;
    let finish!: () => void;
    const isConnected = new Promise<void>((resolve) => (connected = resolve));
    const answered = new Promise<number>((resolve, reject) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          agent: false,
          headers: {
            authorization: `Bearer ${admin}`,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      // half the body now: the request is in flight when the signal comes
      req.write(body.slice(0, 10));
      req.on('socket', (socket) => socket.on('connect', connected));
      finish = () => req.end(body.slice(10));
    });
    // The signal must find the request accepted, not waiting in the listen backlog (which closing the listener
    // resets): a request on a connection opened after it is answered only once the server accepted both (in order).
    // A fixed 200 ms wait was not always enough on a loaded machine.
    await isConnected;
    assert.equal((await server.request('GET', '/ready')).status, 200);
    const exited = server.stop('SIGTERM');
    // the rest of the body after the signal: the server must still read it and answer
    setTimeout(finish, 300);
    assert.equal(await answered, 201);
    assert.equal(await exited, 0);

    await server.start();
    admin = await server.signIn(ADMIN);
    const blocks = await blocksOf(server, admin, blockProcess.versionId);
    assert.ok(blocks.some((b) => b.name === 'Written during the stop'));
  });
});
