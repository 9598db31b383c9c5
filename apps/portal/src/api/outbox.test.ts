import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok, refused } from '../test/fakeServer.ts';
import { RespondDisasterDocument } from '../graphql/generated/emergency.ts';
import { sessionStore } from './session.ts';
import { signInForTest } from '../test/session.ts';

const answer = (disasterId: number, response: boolean) => ({
  label: `answer ${disasterId}`,
  document: RespondDisasterDocument,
  variables: { inputModel: { disasterId, response } },
});

beforeEach(() => {
  signInForTest();
});
afterEach(() => sessionStore.set(null));

/** The outbox module as a page that was just opened (reloaded) finds it: its state from the device only. */
async function freshOutbox() {
  vi.resetModules();
  const session = await import('./session.ts');
  session.sessionStore.set(sessionStore.get());
  return import('./outbox.ts');
}

describe('the outbox', () => {
  it('keeps what was sent offline across a reload, then sends it once, in order, when back online', async () => {
    fakeServer({}); // no connection
    const first = await freshOutbox();
    await first.enqueue(answer(1, true));
    await first.enqueue(answer(2, false));
    expect(first.outboxStore.get().map((item) => item.label)).toEqual(['answer 1', 'answer 2']);

    // the page is reloaded, still offline: nothing lost
    const second = await freshOutbox();
    expect(second.outboxStore.get()).toHaveLength(2);

    // back online: each sent once, oldest first, even when asked to send twice at once
    const calls = fakeServer({ RespondDisaster: () => ({ data: { respondDisaster: ok(null) } }) });
    await Promise.all([second.flush(), second.flush()]);
    expect(
      calls.map(
        (call) => (call.body?.variables as { inputModel: { disasterId: number } }).inputModel.disasterId,
      ),
    ).toEqual([1, 2]);
    expect(second.outboxStore.get()).toEqual([]);
    expect(localStorage.getItem('pano-app:outbox:5')).toBeNull();
  });

  it("keeps a refused item with the server's reason until it is discarded, and sends the others", async () => {
    const calls = fakeServer({
      RespondDisaster: (body) =>
        (body?.variables as { inputModel: { disasterId: number } }).inputModel.disasterId === 1
          ? { data: { respondDisaster: refused('NotFound', 'Kayıt bulunamadı.') } }
          : { data: { respondDisaster: ok(null) } },
    });
    const outbox = await freshOutbox();
    await outbox.enqueue(answer(1, true));
    await outbox.enqueue(answer(2, true));
    expect(calls).toHaveLength(2);
    const [kept] = outbox.outboxStore.get();
    expect(kept).toMatchObject({ label: 'answer 1', refusal: 'Kayıt bulunamadı.' });
    await outbox.flush();
    expect(calls).toHaveLength(2); // a refused item is not sent again
    outbox.discard(kept?.id ?? '');
    expect(outbox.outboxStore.get()).toEqual([]);
  });
});
