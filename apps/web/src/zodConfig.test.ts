import { describe, expect, it, vi } from 'vitest';

describe('zodConfig', () => {
  it('makes zod parse without compiling code, as the Content-Security-Policy requires', async () => {
    await import('./zodConfig.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), age: z.number() });
    expect(schema.parse({ name: 'Ada', age: 36 })).toEqual({ name: 'Ada', age: 36 });
    expect(compile).not.toHaveBeenCalled();
  });
});
