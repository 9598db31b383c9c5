import { createStore, saved } from '../app/store.ts';
import { firstMessage, isAuthFailure, isUnreachable, type Outcome } from './envelope.ts';
import { portal } from './graphql.ts';
import { sessionStore } from './session.ts';

/**
 * What an employee sent while offline (docs/portal-app.md, The outbox): kept on the device, shown, and sent
 * once, in order, when the connection comes back — on the `online` event, when the app opens, or when asked.
 * An item leaves the outbox when the server answered it (accepted, or refused with its message kept to show);
 * an item is only ever sent by one flush at a time, and a write the server may see twice is one that repeats
 * harmlessly (an emergency answer replaces the earlier one) or carries an idempotency key.
 */
export interface OutboxItem {
  id: string;
  /** The words that say what it is ("Emergency answer: I'm safe"). */
  label: string;
  document: string;
  variables: Record<string, unknown>;
  createdAt: number;
  /** The server's refusal, when it refused: the item stays, shown, until discarded. */
  refusal?: string;
}

const keyOf = () => `outbox:${sessionStore.get()?.userId ?? 0}`;

function read(): OutboxItem[] {
  try {
    const items = JSON.parse(saved.get(keyOf()) ?? '[]') as unknown;
    return Array.isArray(items) ? (items as OutboxItem[]) : [];
  } catch {
    return [];
  }
}

export const outboxStore = createStore<readonly OutboxItem[]>(read());
sessionStore.subscribe(() => outboxStore.set(read()));

function write(items: readonly OutboxItem[]): void {
  saved.set(keyOf(), items.length ? JSON.stringify(items) : null);
  outboxStore.set(items);
}

const newId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;

/** Puts a write in the outbox and tries to send what waits. */
export function enqueue(item: Pick<OutboxItem, 'label' | 'document' | 'variables'>): Promise<void> {
  write([...read(), { ...item, id: newId(), createdAt: Date.now() }]);
  return flush();
}

/** Drops an item the server refused, once the employee has read why. */
export function discard(id: string): void {
  write(read().filter((item) => item.id !== id));
}

let flushing: Promise<void> | null = null;

/** Sends what waits, oldest first, stopping at the first that finds no connection. */
async function sendWaiting(): Promise<void> {
  for (const item of read()) {
    if (item.refusal) continue;
    const answers = await portal(item.document, item.variables);
    const outcome = Object.values(answers)[0] as Outcome | undefined;
    if (!outcome || isUnreachable(outcome) || isAuthFailure(outcome)) return;
    write(
      outcome.isSuccess
        ? read().filter((kept) => kept.id !== item.id)
        : read().map((kept) =>
            kept.id === item.id
              ? { ...kept, refusal: firstMessage(outcome) ?? outcome.messages[0]?.code ?? '' }
              : kept,
          ),
    );
  }
}

/**
 * One flush at a time in this page, and in every tab of the app (the Web Locks API, where the browser has it):
 * two tabs coming back online do not both send the same item.
 */
export function flush(): Promise<void> {
  if (flushing) return flushing;
  const locked: Promise<void> =
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request('pano-app-outbox', () => sendWaiting()).then(() => undefined)
      : sendWaiting();
  const running = locked.finally(() => {
    flushing = null;
  });
  flushing = running;
  return running;
}

/** Sends what waits whenever the connection comes back. */
export function startOutbox(): void {
  window.addEventListener('online', () => void flush());
  void flush();
}
