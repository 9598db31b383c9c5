/**
 * The browser tests run in lanes: each Playwright worker has a server of its own (fresh embedded data, the
 * demo tenant), on the port of its lane, so two files never change one tenant at once and a file sees only
 * what the files before it in its own lane added. Lane N serves the app on E2E_PORT + 2N and catches its
 * outbox's mail on the next port (start-server.mjs, mailbox.ts).
 */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * E2E_LANES: how many lanes (workers and servers); one by default. Two halve the run where there are cores
 * to spare; on a two-core machine the second lane's browser and server slowed the first enough for a click
 * right after a reload to be lost once (docs/decisions.md, The test run's time), so CI keeps one.
 */
export const LANES = Math.max(1, Number(process.env.E2E_LANES ?? 1));

export function lanePort(lane: number): number {
  return FIRST_PORT + 2 * lane;
}

/** The lane of this worker (Playwright keeps a worker's parallel index when it replaces the worker). */
export function currentLane(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}
