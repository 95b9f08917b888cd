import { describe, expect, it } from 'vitest';
import { measureJsonSize } from './size';

describe('measureJsonSize', () => {
  it('counts about the length of the JSON text', () => {
    const value = { type: 'opticFunction', args: { x: 1.5, y: -2, list: [true, null, 'ab'] } };
    const exact = JSON.stringify(value).length;
    const measured = measureJsonSize(value, 1_000);
    expect(Math.abs(measured - exact)).toBeLessThanOrEqual(4);
  });

  it('stops at the limit and answers Infinity', () => {
    expect(measureJsonSize({ text: 'x'.repeat(100) }, 50)).toBe(Infinity);
    expect(measureJsonSize('x'.repeat(48), 50)).toBe(50);
  });

  it('counts binary data by its byte length', () => {
    expect(measureJsonSize({ data: new Uint8Array(1000) }, 500)).toBe(Infinity);
    expect(measureJsonSize({ data: new ArrayBuffer(100) }, 500)).toBeLessThan(500);
  });

  it('reports a cycle or a BigInt as unmeasurable instead of throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(measureJsonSize(cyclic, 1_000_000)).toBe(Infinity);
    expect(measureJsonSize({ n: 1n }, 1_000)).toBe(Infinity);
  });

  it('lets a shared (not cyclic) object be counted twice', () => {
    const shared = { a: 1 };
    expect(measureJsonSize([shared, shared], 100)).toBe(JSON.stringify([shared, shared]).length);
  });
});
