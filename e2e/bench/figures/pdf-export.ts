/**
 * PDF export (issue 13): median time of GET /qms-api/sops/v/{versionId}/pdf for a 200-block process against a
 * 20-block one, same run, and the ratio (goal ≤ 3×). Blocks: a title every tenth, steps with a list, sections with
 * a table, a diagram every twentieth — what a real SOP holds.
 */
import { base, ms, percentile, type Bench, type Figure } from '../context';

const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 7);
const DIAGRAM =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><rect x="10" y="10" width="140" height="60" fill="#dae8fc" stroke="#6c8ebf"/><text x="80" y="45" text-anchor="middle">Check</text><path d="M150 40 L230 40" stroke="#000"/><rect x="230" y="10" width="80" height="60" fill="#d5e8d4" stroke="#82b366"/></svg>';

function block(i: number): Record<string, unknown> {
  if (i % 10 === 0) return { type: 'HEADER', name: `Chapter ${i / 10 + 1}` };
  if (i % 20 === 5) return { type: 'DRAWIO', name: `Flow ${i}`, description: DIAGRAM };
  if (i % 2 === 0)
    return {
      type: 'TIPTAP',
      name: `Section ${i}`,
      description: `<p>Section ${i} explains <strong>what</strong> is done and <em>why</em>.</p><table><tbody><tr><th>Item</th><th>Limit</th></tr><tr><td>Temperature</td><td>8 °C</td></tr></tbody></table>`,
    };
  return {
    type: 'STEP',
    name: `Step ${i}`,
    description: `<p>Step ${i}: check the delivery papers and the seals before acceptance.</p><ul><li>papers</li><li>seals</li></ul>`,
    testable: i % 3 === 0,
    acceptanceCriterion: 'No damage',
  };
}

async function api(bearer: string, method: string, path: string, body?: unknown): Promise<Response> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status}`);
  return res;
}

async function processWith(bearer: string, blocks: number): Promise<string> {
  const created = (await (
    await api(bearer, 'POST', '/qms-api/sops', { name: `Bench PDF ${blocks} blocks ${Date.now()}` })
  ).json()) as { sop: { artifactId: string; versionId: string } };
  const { artifactId, versionId } = created.sop;
  for (let i = 0; i < blocks; i++)
    await api(bearer, 'POST', `/qms-api/sops/${artifactId}/versions/${versionId}/blocks`, {
      block: block(i),
    });
  for (const term of ['Supplier', 'Delivery', 'Seal'])
    await api(bearer, 'POST', `/qms-api/sops/${artifactId}/versions/${versionId}/terms`, {
      term,
      abbreviation: '',
      definition: `Definition of ${term}`,
    });
  return versionId;
}

async function exportTimes(bearer: string, versionId: string): Promise<{ sorted: number[]; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS + 1; i++) {
    const t0 = performance.now();
    const res = await api(bearer, 'GET', `/qms-api/sops/v/${versionId}/pdf`);
    bytes = (await res.arrayBuffer()).byteLength;
    // the first call warms the server (fonts, parsers): not counted
    if (i > 0) times.push(performance.now() - t0);
  }
  return { sorted: times.sort((a, b) => a - b), bytes };
}

export const pdfExport: Figure = {
  name: 'pdf',
  async run(bench: Bench) {
    await bench.ensureStarted();
    const bearer = await bench.token();
    const small = await exportTimes(bearer, await processWith(bearer, 20));
    const large = await exportTimes(bearer, await processWith(bearer, 200));
    const ratio = percentile(large.sorted, 50) / percentile(small.sorted, 50);
    bench.row(
      `PDF export, ${RUNS} runs each: 20 blocks | 200 blocks (median, file size)`,
      `${ms(percentile(small.sorted, 50))} (${(small.bytes / 1024).toFixed(0)} KiB) | ${ms(percentile(large.sorted, 50))} (${(large.bytes / 1024).toFixed(0)} KiB)`,
    );
    bench.goal({
      figure: 'PDF export: 200-block / 20-block process (median)',
      value: `${ratio.toFixed(2)}×`,
      goal: '≤ 3.00×',
      holds: ratio <= 3,
    });
  },
};
