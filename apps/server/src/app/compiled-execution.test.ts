import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compileWhenHot } from './compiled-execution.ts';

describe('compileWhenHot', () => {
  it('compiles a document from its Nth run on, counting each document apart', () => {
    const hot = compileWhenHot(3);
    const a = parse('{ a }');
    const b = parse('{ b }');
    expect([hot(a), hot(a), hot(b), hot(a), hot(a), hot(b)]).toEqual([
      false,
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it('compiles at once with 1 and never with 0', () => {
    const doc = parse('{ a }');
    const first = compileWhenHot(1);
    const never = compileWhenHot(0);
    expect([first(doc), first(doc)]).toEqual([true, true]);
    expect([never(doc), never(doc), never(doc)]).toEqual([false, false, false]);
  });
});
