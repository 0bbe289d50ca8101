// Backpressure waits of a streamed answer leave no listeners behind (issue 30.1: an impact CSV export of many
// pages made Node warn "11 error/close listeners added to [PassThrough]").
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { setImmediate as tick } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { drained } from './drained';

describe('drained', () => {
  it('waits for drain 50 times on one stream without adding a listener or a warning', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const stream = new PassThrough({ highWaterMark: 16 });
      const listeners = () => stream.listenerCount('close') + stream.listenerCount('error');
      const before = listeners();
      let read = 0;
      stream.on('data', (chunk: Buffer) => {
        read += chunk.length;
        stream.pause();
        // a slow reader: every write fills the buffer, so every one waits
        setTimeout(() => stream.resume(), 1);
      });
      let waits = 0;
      for (let i = 0; i < 50; i++) {
        if (!stream.write(Buffer.alloc(64))) {
          waits++;
          await drained(stream);
        }
      }
      stream.end();
      await new Promise((resolve) => stream.once('end', resolve));
      await tick();
      assert.ok(waits > 10, `the writer waited ${waits} times (more than the default of 10 listeners)`);
      assert.equal(read, 50 * 64);
      assert.equal(listeners(), before);
      assert.deepEqual(
        warnings.map((w) => w.name),
        [],
      );
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('ends the wait when the stream closes instead (a client that went away)', async () => {
    const stream = new PassThrough({ highWaterMark: 16 });
    assert.equal(stream.write(Buffer.alloc(64)), false);
    const waiting = drained(stream);
    stream.destroy();
    await waiting;
    assert.equal(stream.listenerCount('drain'), 0);
  });
});
