/**
 * What the profiling aids (profile-template-contents.ts, profile-gap-list.ts) share: a probe in the page (long tasks,
 * when the first row is in the DOM), a CDP session with the CPU profiler, and the profile's summary — the inclusive
 * time per function in the longest busy stretch (the render after the answers), the self time per script and the
 * top self time (minified names).
 */
import type { CDPSession, Page } from '@playwright/test';

/**
 * Records the page's long tasks (`window.longTasks`) and when `firstRowShown` (a JS expression) first holds
 * (`window.firstRowAt`: the app's time, apart from the locator's polling), then enables the CPU profiler.
 */
export async function probePage(page: Page, firstRowShown: string): Promise<CDPSession> {
  // a string, not a function: tsx would wrap named functions in a helper the page does not have
  await page.addInitScript(`
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longTasks.push(e.startTime.toFixed(0) + '+' + e.duration.toFixed(0));
    }).observe({ type: 'longtask', buffered: true });
    const poll = () => {
      if (${firstRowShown}) window.firstRowAt = performance.now();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  `);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  return cdp;
}

/** Runs a profiling aid's main, exiting with 1 on failure. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};

/** Stops the running CPU profile of `cdp` and prints its summary. */
export async function printCpuProfile(cdp: CDPSession): Promise<void> {
  const { profile: p } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] };
  };
  const byNode = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const n = byNode.get(id)!;
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
  });
  const byUrl = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const url = byNode.get(id)!.callFrame.url.split('/').pop() || '(native)';
    byUrl.set(url, (byUrl.get(url) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
  });
  // the longest stretch without idle samples (the render after the answer): inclusive time per function in it
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let best = [0, 0];
  let from = 0;
  let busy = 0;
  p.samples.forEach((id, i) => {
    if (byNode.get(id)!.callFrame.functionName === '(idle)') {
      from = i + 1;
      busy = 0;
    } else {
      busy += p.timeDeltas[i] ?? 0;
      if (busy > best[1]!) best = [from, busy];
    }
  });
  const inclusive = new Map<string, number>();
  for (let i = best[0]!; i < p.samples.length; i++) {
    let id: number | undefined = p.samples[i]!;
    if (byNode.get(id)!.callFrame.functionName === '(idle)') break;
    const seen = new Set<string>();
    while (id !== undefined) {
      const f = byNode.get(id)!.callFrame;
      seen.add(`${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`);
      id = parent.get(id);
    }
    for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
  }
  console.log(`   longest busy stretch ${(best[1]! / 1000).toFixed(0)} ms; inclusive time in it:`);
  for (const [k, v] of [...inclusive.entries()].sort((a, b) => b[1] - a[1]).slice(0, 60))
    console.log(`     ${v.toFixed(1).padStart(8)} ms  ${k}`);
  console.log('   self time by script:');
  for (const [k, v] of [...byUrl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`     ${v.toFixed(1).padStart(8)} ms  ${k}`);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`   cpu profile ${total.toFixed(0)} ms; top self time:`);
  for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`     ${v.toFixed(1).padStart(8)} ms  ${k}`);
}
