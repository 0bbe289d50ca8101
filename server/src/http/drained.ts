import type { Writable } from 'node:stream';

/**
 * Waits until `stream` takes writes again ('drain') or is gone ('close': a client that went away never drains).
 * Both listeners are removed whichever comes first: `Promise.race([once(s, 'drain'), once(s, 'close')])` left the
 * loser's listener (and once()'s 'error' listener) behind at every wait, so a long streamed answer piled up 'close'
 * and 'error' listeners until Node warned (MaxListenersExceededWarning, issue 30.1).
 */
export function drained(stream: Writable): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}
