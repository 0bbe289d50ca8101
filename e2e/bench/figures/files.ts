/**
 * Stored files (issue 30.1, ADR 0160): download of a 20 MiB PDF from the database, time (median) and the server's
 * peak RSS while it streams, beside the same for a 2 MiB PDF: memory must not grow with the file's size. The disk
 * figure of the versions before ADR 0160 (whole file read, then sent) is taken with BENCH_BASELINE's build, not here.
 */
import { base, measured, ms, percentile, rss, type Bench, type Figure } from '../context';

// the multipart field the storage routes read (STORAGE_FILE_FIELD of the storage contract)
const STORAGE_FILE_FIELD = 'file';
const RUNS = Number(process.env.BENCH_FILES_RUNS ?? 5);
const MIB = 1024 * 1024;
const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;

async function api(bearer: string, method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status}`);
  return res;
}

/** A process stored as a PDF of `size` bytes (a PDF header, then filler): its storage id. */
async function storedPdf(bearer: string, size: number): Promise<string> {
  const created = (await (
    await api(bearer, 'POST', '/qms-api/sops', { name: `Bench file ${size} ${Date.now()}` })
  ).json()) as { sop: { versionId: string } };
  const storage = (await (
    await api(bearer, 'POST', '/qms-api/storage', {
      artifactType: 'SOP',
      artifactVersionId: created.sop.versionId,
      fileStorageType: 'SOP_AS_PDF',
      name: 'Bench PDF',
    })
  ).json()) as { id: string };
  const pdf = Buffer.alloc(size, 0x20);
  pdf.write('%PDF-1.4\n', 0);
  pdf.write(`% ${size}\n`, 16);
  const form = new FormData();
  form.append(STORAGE_FILE_FIELD, new Blob([pdf], { type: 'application/pdf' }), 'bench.pdf');
  const res = await fetch(`${base}/qms-api/storage/${storage.id}/content`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload: HTTP ${res.status} ${await res.text()}`);
  return storage.id;
}

/** Downloads RUNS times (after one warm-up): median time, highest server RSS above its level before. */
async function downloads(bench: Bench, bearer: string, id: string, size: number) {
  const times: number[] = [];
  let growth = 0;
  for (let i = 0; i < RUNS + 1; i++) {
    const before = rss(bench.serverPid) ?? 0;
    const run = await measured(bench, async () => {
      const res = await fetch(`${base}/qms-api/storage/${id}/content`, {
        headers: { authorization: `Bearer ${bearer}` },
      });
      // read as a stream and dropped: the client keeps no copy either
      let bytes = 0;
      const reader = res.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
      if (bytes !== size) throw new Error(`downloaded ${bytes} of ${size} bytes`);
    });
    if (i === 0) continue;
    times.push(run.elapsed);
    growth = Math.max(growth, run.peak - before);
  }
  return {
    median: percentile(
      times.sort((a, b) => a - b),
      50,
    ),
    growth,
  };
}

export const files: Figure = {
  name: 'files',
  async run(bench: Bench) {
    await bench.ensureStarted();
    const bearer = await bench.token();
    const small = await downloads(bench, bearer, await storedPdf(bearer, 2 * MIB), 2 * MIB);
    const large = await downloads(bench, bearer, await storedPdf(bearer, 20 * MIB), 20 * MIB);
    bench.row(
      `File download from the database, ${RUNS} runs: 2 MiB | 20 MiB PDF (median; peak server RSS growth)`,
      `${ms(small.median)} (${mib(small.growth)}) | ${ms(large.median)} (${mib(large.growth)})`,
    );
    bench.goal({
      figure: 'File download 20 MiB: server RSS growth',
      value: mib(large.growth),
      goal: '≤ 8 MiB',
      holds: large.growth <= 8 * MIB,
    });
  },
};
