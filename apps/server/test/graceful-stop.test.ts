import { describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** For a load balancer (docs/deploy.md): readiness, and a stop that finishes what it has begun. */
describe('health, readiness and a graceful stop', () => {
  it('is ready while it takes work; a stop answers 503 on /readyz, finishes a running request, then closes', async () => {
    const test = await TestServer.start();
    let stopped = false;
    try {
      const tenant = await test.createTenant();
      const token = await test.signIn(tenant);
      expect((await fetch(`${test.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${test.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ok: true });

      // a request whose body is still arriving when the stop begins
      const body = JSON.stringify({ query: '{ users { isSuccess totalItemCount } }' });
      let send!: ReadableStreamDefaultController<Uint8Array>;
      const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (send = controller) });
      const running = fetch(`${test.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      send.enqueue(new TextEncoder().encode(body.slice(0, 10)));
      await wait(200);

      test.server.drain();
      const notReady = await fetch(`${test.url}/readyz`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({ ok: false, reason: 'stopping' });

      const closing = test.server.close();
      await wait(200);
      send.enqueue(new TextEncoder().encode(body.slice(10)));
      send.close();
      const answer = await running;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ data: { users: { isSuccess: true, totalItemCount: 1 } } });
      await closing;
      stopped = true;
      // closed: nothing answers any more
      await expect(fetch(`${test.url}/healthz`)).rejects.toThrow();
    } finally {
      if (!stopped) await test.server.close();
      await test.stop().catch(() => undefined); // the databases and the data folder
    }
  });
});
