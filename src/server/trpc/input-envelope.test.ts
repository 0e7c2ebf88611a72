import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { checkedSuperjson, isWellFormedEnvelope, MALFORMED_INPUT_MESSAGE } from './input-envelope';

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}

describe('the /trpc input envelope', () => {
  it('accepts everything superjson writes, and reads it back the same', () => {
    const shared = { id: 1 };
    const inputs: unknown[] = [
      undefined,
      null,
      1,
      'text',
      new Date(0),
      [new Date(0), undefined, 2n],
      { a: new Date(0), b: { c: undefined, d: [new Set([1, new Date(0)])] } },
      { m: new Map<unknown, unknown>([[new Date(0), { e: 1n }]]), r: /x/g, n: Number.NaN, i: -Infinity },
      { one: shared, two: shared, list: [shared] },
      [shared, shared],
      { u: new URL('https://example.com/a'), e: new Error('x'), s: Symbol.for('x') === Symbol.for('x') },
    ];
    for (const input of inputs) {
      const envelope = JSON.parse(JSON.stringify(superjson.serialize(input))) as unknown;
      expect(isWellFormedEnvelope(envelope), JSON.stringify(envelope)).toBe(true);
      expect(checkedSuperjson.input.deserialize(envelope)).toEqual(superjson.deserialize(envelope as never));
    }
    // A class registered with superjson writes a [name, detail] transformation.
    superjson.registerClass(Point, { identifier: 'Point' });
    const envelope = JSON.parse(JSON.stringify(superjson.serialize({ p: new Point(1, 2) }))) as unknown;
    expect(isWellFormedEnvelope(envelope)).toBe(true);
  });

  it('refuses, quickly and in one sentence, a meta that sent superjson into endless recursion or a TypeError', () => {
    const hostile: unknown[] = [
      { json: 1, meta: { values: 'x' } },
      { json: { a: 1 }, meta: { values: { a: 'date' } } },
      { json: { a: [1] }, meta: { values: { a: [['x'], { 0: 'y' }] } } },
      { json: { a: 1 }, meta: { values: { a: ['custom', 'x'] } } },
      { json: { a: 1 }, meta: { values: { a: 'x'.repeat(10_000) } } },
      { json: { a: {} }, meta: { referentialEqualities: { a: 'b' } } },
      { json: { a: {} }, meta: { referentialEqualities: 'abc' } },
      { json: 1, meta: 'x' },
      { json: 1, meta: { values: [['x', 'y', 'z']] } },
      { json: 1, meta: { v: 'one' } },
      // Deeper than any stack: the check itself must not overflow.
      { json: 1, meta: { values: JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown } },
    ];
    for (const [index, envelope] of hostile.entries()) {
      // Refused before superjson walks it (the walk is what cost the CPU).
      expect(isWellFormedEnvelope(envelope), `case ${index}`).toBe(false);
      expect(() => checkedSuperjson.input.deserialize(envelope), `case ${index}`).toThrow(MALFORMED_INPUT_MESSAGE);
    }
    // Well formed but unknown to superjson: the same sentence, not superjson's own text.
    for (const envelope of [
      { json: { a: 1 }, meta: { values: { a: ['x'] } } },
      { json: { a: 1 }, meta: { values: { a: [['class', 'Nope']] } } },
    ]) {
      expect(() => checkedSuperjson.input.deserialize(envelope)).toThrow(MALFORMED_INPUT_MESSAGE);
    }
  });
});
