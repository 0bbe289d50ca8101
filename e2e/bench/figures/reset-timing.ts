/**
 * Password-reset timing (issue 30.8): does the answer to POST /realms/qms/password-reset tell an attacker whether
 * an address has an account? Measured from outside (another process, over HTTP), each address asked once, known
 * and unknown addresses interleaved in random order, each request from its own client address (X-Forwarded-For,
 * the server started with TRUST_PROXY so the per-address throttle does not answer 429).
 */
import { base, ms, percentile, type Bench, type Figure } from '../context';

const PAIRS = Number(process.env.BENCH_RESET_PAIRS ?? 60);

async function ask(email: string, clientIp: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/realms/qms/password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  if (response.status !== 204) throw new Error(`password reset answered ${response.status}`);
  return performance.now() - started;
}

export const resetTiming: Figure = {
  name: 'reset',
  async run(bench: Bench) {
    await bench.stop();
    await bench.start(undefined, undefined, '1', { TRUST_PROXY: 'true' });
    const bearer = await bench.token();
    const run = Date.now().toString(36);
    const known: string[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const email = `reset-${run}-${i}@acme.example`;
      const invited = await fetch(`${base}/qms-api/tenant-users`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email, displayName: `Reset ${i}`, roles: ['QMS_VIEWER'] }),
      });
      if (!invited.ok) throw new Error(`invite answered ${invited.status}`);
      known.push(email);
    }
    const times = { known: [] as number[], unknown: [] as number[] };
    // a warm-up pair, not counted
    await ask(`warm-${run}@acme.example`, '10.255.0.1');
    for (let i = 0; i < PAIRS; i++) {
      const pair = [
        ['known', known[i]!],
        ['unknown', `nobody-${run}-${i}@acme.example`],
      ] as const;
      for (const [kind, email] of Math.random() < 0.5 ? pair : [...pair].reverse()) {
        times[kind].push(await ask(email, `10.${kind === 'known' ? 1 : 2}.${i >> 8}.${i & 255}`));
      }
    }
    const median = (xs: number[]) =>
      percentile(
        [...xs].sort((a, b) => a - b),
        50,
      );
    const [k, u] = [median(times.known), median(times.unknown)];
    const ratio = Math.max(k, u) / Math.min(k, u);
    bench.row(
      `password reset request p50, ${PAIRS} known vs ${PAIRS} unknown addresses, each once`,
      `${ms(k)} vs ${ms(u)}`,
    );
    bench.goal({
      figure: 'password reset: slower / faster of known and unknown (p50)',
      value: `${ratio.toFixed(2)}×`,
      goal: '≤ 1.10×',
      holds: ratio <= 1.1,
    });
    await bench.stop();
  },
};
