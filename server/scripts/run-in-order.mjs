// One pass of server test files in the order given: `node --test <files>` sorts its files by name, so the longest
// files (scripts/test.mjs, LONGEST_FIRST) started near the end and the pass ended with one of its two slots idle.
// node:test's run() keeps the order. The test processes inherit this process's --import flags (tsx, preloads).
// Usage: node --import tsx [--import <preload>] scripts/run-in-order.mjs <concurrency> <file>...
import { run } from 'node:test';
import { tap } from 'node:test/reporters';

const [concurrency, ...files] = process.argv.slice(2);
const stream = run({ files, concurrency: Number(concurrency) });
// a failing test fails the pass (a failing todo test does not, as with --test)
stream.on('test:fail', (event) => {
  if (!event.todo) process.exitCode = 1;
});
stream.compose(tap).pipe(process.stdout);
