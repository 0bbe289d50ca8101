// The temporary files of uploads (ADR 0190): a server killed mid-upload leaves one, and the next start deletes it,
// but never the file of an upload whose server still runs, nor anything else in the folder.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, describe, it } from 'node:test';
import { removeOrphanedSpools, spoolUpload } from './upload-spool';

describe('temporary files of uploads', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'qms-spool-test-'));
  after(() => rmSync(folder, { recursive: true, force: true }));
  const file = (name: string) => {
    writeFileSync(path.join(folder, name), 'part of an upload');
    return name;
  };

  it('deletes the files of uploads whose process has ended, keeps those of running ones and other files', async () => {
    // a process id that ran and ended just now
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    assert.ok(ended);
    const orphan = file(`qms-upload-${ended}-${randomUUID()}`);
    const ours = file(`qms-upload-${process.pid}-${randomUUID()}`);
    const parent = file(`qms-upload-${process.ppid}-${randomUUID()}`);
    // the previous version's names, without a process id, and names that only look alike
    const unnamed = file(`qms-upload-${randomUUID()}`);
    const other = file(`qms-upload-${ended}-not-a-uuid`);
    const unrelated = file('report.pdf');

    assert.equal(await removeOrphanedSpools(folder), 1);
    assert.deepEqual(readdirSync(folder).sort(), [ours, parent, unnamed, other, unrelated].sort());
    assert.ok(!existsSync(path.join(folder, orphan)));
    assert.equal(await removeOrphanedSpools(folder), 0);
  });

  it('names a spooled upload after this process, so that a later start knows it ran', async () => {
    const spooled = await spoolUpload(Readable.from([Buffer.from('%PDF-1.7 body')]), 4);
    try {
      const name = readdirSync(tmpdir()).find((n) => n.startsWith(`qms-upload-${process.pid}-`));
      assert.ok(name, 'the spool file carries this process id');
      await removeOrphanedSpools();
      assert.ok(existsSync(path.join(tmpdir(), name)), 'a running process keeps its uploads');
      assert.equal(spooled.head.toString(), '%PDF');
    } finally {
      await spooled.remove();
    }
  });
});
