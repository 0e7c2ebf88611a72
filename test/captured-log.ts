/** A logger whose lines the test can read: what the server would have written to standard output. */
import { Writable } from 'node:stream';
import { createLogger } from '../src/server/logger';

/** Each line as `read` makes it (the text itself without one), at debug level unless told. */
export function capturedLog<T = string>(read: (line: string) => T = (line) => line as T, level = 'debug') {
  const lines: T[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(read(line));
      done();
    },
  });
  return { lines, log: createLogger(level, sink) };
}
