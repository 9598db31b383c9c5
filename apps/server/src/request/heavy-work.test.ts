import { describe, expect, it } from 'vitest';
import { LocalHeavyWorkGate } from './heavy-work.ts';

describe('LocalHeavyWorkGate', () => {
  it('runs two of a tenant at once, queues the next, refuses past the queue, and leaves other tenants alone', async () => {
    const gate = new LocalHeavyWorkGate({ concurrent: 2, queued: 1 });
    const first = await gate.enter('a');
    const second = await gate.enter('a');
    let thirdIn = false;
    const third = gate.enter('a').then((leave) => {
      thirdIn = true;
      return leave;
    });
    expect(await gate.enter('a')).toBeNull(); // the queue (1) is full
    const other = await gate.enter('b'); // another tenant's lane is free
    expect(other).toBeTypeOf('function');
    await Promise.resolve();
    expect(thirdIn).toBe(false);
    first?.();
    first?.(); // leaving twice frees one place only
    const leaveThird = await third;
    expect(thirdIn).toBe(true);
    expect(gate.peak('a')).toBe(2);
    second?.();
    leaveThird?.();
    // both places are free again: two enter at once without waiting
    const again = await Promise.all([gate.enter('a'), gate.enter('a')]);
    expect(again.every((leave) => typeof leave === 'function')).toBe(true);
    expect(gate.peak('b')).toBe(1);
  });
});
