/**
 * Stored files (issue 30.1, ADR 0160; goals in ADR 0179): downloads of 2, 20 and 48 MiB PDFs from the database beside
 * the same bytes served by the same server from a file on disk (@fastify/static's streamed read, the route of the
 * built web files). Per size and source, on a server of its own: time (median), the server's CPU time (survives a
 * loaded machine), its peak RSS above a settled baseline (garbage not yet collected included), and the memory the
 * download holds (RSS, and JS heap + Buffers, after a forced GC while the client pauses halfway). The bench's server
 * runs with --expose-gc and gc-signal.mjs (SIGUSR2 → GC and a memoryUsage() report); the server has no such route.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { base, port, measured, ms, percentile, rss, type Bench, type Figure } from '../context';
import { repoRoot } from '../../support/suite';

// the multipart field the storage routes read (STORAGE_FILE_FIELD of the storage contract)
const STORAGE_FILE_FIELD = 'file';
const RUNS = Number(process.env.BENCH_FILES_RUNS ?? 5);
const MIB = 1024 * 1024;
/** Below the server's 50 MiB upload limit (QMS_STORAGE_MAX_BYTES) with the multipart framing. */
const SIZES = [2 * MIB, 20 * MIB, 48 * MIB];
/**
 * ADR 0179: what JavaScript holds halfway through the largest download (after a forced GC) may exceed the disk
 * download's by this much (a page of 4 chunks fetched, the driver's buffers); a stream that held the file would not.
 */
const HELD_MARGIN = 8 * MIB;
/**
 * ADR 0179: the peak (garbage not yet collected included) may be this many times the disk download's, plus the
 * margin: the driver's text protocol makes a string of every chunk besides its buffer (disk: the buffer only).
 */
const DISK_FACTOR = 3;
const DISK_MARGIN = 8 * MIB;
/** The small file each measurement's server downloads first (code loaded, connections and buffers warm). */
const WARM_UP = 256 * 1024;
const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;
const signed = (bytes: number) => `${bytes < 0 ? '−' : '+'}${mib(Math.abs(bytes))}`;
const shellDist = path.join(repoRoot, 'shell', 'dist');

async function api(bearer: string, method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status}`);
  return res;
}

/** A PDF of `size` bytes (a PDF header, then filler). */
function pdfOf(size: number): Buffer<ArrayBuffer> {
  const pdf = Buffer.alloc(size, 0x20);
  pdf.write('%PDF-1.4\n', 0);
  pdf.write(`% ${size}\n`, 16);
  return pdf;
}

/** A process stored as `pdf`: its download's path. */
async function storedPdf(bearer: string, pdf: Buffer<ArrayBuffer>): Promise<string> {
  const created = (await (
    await api(bearer, 'POST', '/qms-api/sops', { name: `Bench file ${pdf.length} ${Date.now()}` })
  ).json()) as { sop: { versionId: string } };
  const storage = (await (
    await api(bearer, 'POST', '/qms-api/storage', {
      artifactType: 'SOP',
      artifactVersionId: created.sop.versionId,
      fileStorageType: 'SOP_AS_PDF',
      name: 'Bench PDF',
    })
  ).json()) as { id: string };
  const form = new FormData();
  form.append(STORAGE_FILE_FIELD, new Blob([pdf], { type: 'application/pdf' }), 'bench.pdf');
  const res = await fetch(`${base}/qms-api/storage/${storage.id}/content`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload: HTTP ${res.status} ${await res.text()}`);
  return `/qms-api/storage/${storage.id}/content`;
}

/** The server's CPU time so far (user + system) in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpu(pid: number | undefined): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Where the server's gc-signal.mjs writes its memoryUsage() after each forced GC. */
const gcReport = path.join(os.tmpdir(), `qms-bench-gc-${port}.json`);

/**
 * Full GCs in the server (gc-signal.mjs), then the bytes JavaScript holds (heap used + external, i.e. Buffers), as
 * the server reported them. One signal, and the report it writes: on a loaded machine the server may take longer
 * than any fixed pause to handle a second signal, and an earlier report then counted garbage (ADR 0184).
 */
async function settle(bench: Bench): Promise<number> {
  rmSync(gcReport, { force: true });
  process.kill(bench.serverPid!, 'SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(gcReport); i++) await new Promise((r) => setTimeout(r, 100));
  const usage = JSON.parse(readFileSync(gcReport, 'utf8')) as { heapUsed: number; external: number };
  return usage.heapUsed + usage.external;
}

/**
 * Downloads `url` RUNS times on a server of its own, after a warm-up of the same route with a small file: median
 * time and server CPU per download, and the highest RSS above the level before the first measured download. The
 * baseline is taken once, on a settled heap: memory the allocator keeps after a download (glibc keeps small blocks
 * in its arenas, returns large ones) is counted as the download's, whatever the source, so disk and database compare.
 */
async function downloads(bench: Bench, url: string, size: number, warmUp: string) {
  await restart(bench);
  const bearer = await bench.token();
  const get = async (path: string, expected: number, halfway?: () => Promise<void>) => {
    const res = await fetch(`${base}${path}`, {
      headers: { authorization: `Bearer ${bearer}`, 'accept-encoding': 'identity' },
    });
    if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status}`);
    // read as a stream and dropped: the client keeps no copy either
    let bytes = 0;
    const reader = res.body!.getReader();
    let paused = !halfway;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.length;
      if (!paused && bytes >= expected / 2) {
        paused = true;
        await halfway!();
      }
    }
    if (bytes !== expected) throw new Error(`downloaded ${bytes} of ${expected} bytes`);
  };
  for (let i = 0; i < 2; i++) await get(warmUp, WARM_UP);
  const jsBefore = await settle(bench);
  const before = rss(bench.serverPid) ?? 0;
  const times: number[] = [];
  const cpus: number[] = [];
  let growth = 0;
  for (let i = 0; i < RUNS; i++) {
    const cpuBefore = cpu(bench.serverPid);
    const run = await measured(bench, () => get(url, size));
    times.push(run.elapsed);
    cpus.push(cpu(bench.serverPid) - cpuBefore);
    growth = Math.max(growth, run.peak - before);
    await settle(bench);
  }
  // what a download holds: halfway through, the client stops reading (the server's stream waits for the socket),
  // the garbage is collected, and what is left above the baseline is the download's own memory
  let held = 0;
  let heldJs = 0;
  for (let i = 0; i < 2; i++) {
    await get(url, size, async () => {
      heldJs = Math.max(heldJs, (await settle(bench)) - jsBefore);
      held = Math.max(held, (rss(bench.serverPid) ?? 0) - before);
    });
    await settle(bench);
  }
  const median = (xs: number[]) =>
    percentile(
      xs.sort((a, b) => a - b),
      50,
    );
  return { median: median(times), cpu: median(cpus), growth, held, heldJs };
}

/** A server of its own (with --expose-gc and the bench's GC signal, gc-signal.mjs) for the next measurement. */
async function restart(bench: Bench): Promise<void> {
  await bench.stop();
  const gcSignal = pathToFileURL(path.join(repoRoot, 'e2e', 'bench', 'gc-signal.mjs')).href;
  await bench.start(undefined, undefined, '1', {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc --import ${gcSignal}`.trim(),
    BENCH_GC_REPORT: gcReport,
  });
}

type Result = Awaited<ReturnType<typeof downloads>>;
const cells = (results: Result[]) =>
  results
    .map(
      (r) =>
        `${ms(r.median)}, CPU ${r.cpu} ms (+${mib(r.growth)}; held +${mib(r.held)}, JS ${signed(r.heldJs)})`,
    )
    .join(' | ');

/** The same bytes as a file of the built shell, sent by the server's static file route (a streamed read). */
function onDisk(pdf: Buffer, written: string[]): string {
  const name = `bench-files-${port}-${pdf.length}.pdf`;
  writeFileSync(path.join(shellDist, name), pdf);
  written.push(path.join(shellDist, name));
  return `/${name}`;
}

export const files: Figure = {
  name: 'files',
  async run(bench: Bench) {
    await bench.ensureStarted();
    const written: string[] = [];
    try {
      const bearer = await bench.token();
      const warmUp = pdfOf(WARM_UP);
      const dbWarmUp = await storedPdf(bearer, warmUp);
      const diskWarmUp = onDisk(warmUp, written);
      const stored: { size: number; db: string; disk: string }[] = [];
      for (const size of SIZES) {
        const pdf = pdfOf(size);
        stored.push({ size, db: await storedPdf(bearer, pdf), disk: onDisk(pdf, written) });
      }
      const fromDb: Result[] = [];
      const fromDisk: Result[] = [];
      for (const { size, db, disk } of stored) {
        fromDb.push(await downloads(bench, db, size, dbWarmUp));
        fromDisk.push(await downloads(bench, disk, size, diskWarmUp));
      }
      const sizes = SIZES.map((s) => mib(s)).join(' | ');
      bench.row(
        `File download from the database, ${RUNS} runs: ${sizes} (median; server CPU; peak RSS above settled; RSS and JS heap + Buffers held halfway after a GC)`,
        cells(fromDb),
      );
      bench.row(`The same bytes from a file on disk (static file route): ${sizes}`, cells(fromDisk));
      const small = fromDb[0]!;
      const largest = fromDb[fromDb.length - 1]!;
      const largestDisk = fromDisk[fromDisk.length - 1]!;
      bench.goal({
        figure: `File download ${mib(SIZES.at(-1)!)}: JS memory held halfway, database vs disk`,
        value: `${signed(largest.heldJs)} vs ${signed(largestDisk.heldJs)} (${mib(SIZES[0]!)}: ${signed(small.heldJs)})`,
        goal: `≤ disk's + ${mib(HELD_MARGIN)}`,
        holds: largest.heldJs <= largestDisk.heldJs + HELD_MARGIN,
      });
      bench.goal({
        figure: `File download ${mib(SIZES.at(-1)!)}: peak RSS growth, database vs disk`,
        value: `+${mib(largest.growth)} vs +${mib(largestDisk.growth)}`,
        goal: `≤ ${DISK_FACTOR} × disk's + ${mib(DISK_MARGIN)}`,
        holds: largest.growth <= DISK_FACTOR * largestDisk.growth + DISK_MARGIN,
      });
    } finally {
      for (const file of [...written, gcReport]) rmSync(file, { force: true });
      await bench.stop();
    }
  },
};
