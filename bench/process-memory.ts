import fs from 'node:fs';

/** One process's memory from /proc (Linux), in MB. */
export interface ProcessMemory {
  /** resident now */
  rss: number;
  /** the highest resident so far (VmHWM) */
  hwm: number;
  /** resident, with pages shared with other processes (the node binary) divided among them */
  pss: number;
}

const kb = (text: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);

export function processMemory(pid: number): ProcessMemory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  return { rss: kb(status, 'VmRSS') / 1024, hwm: kb(status, 'VmHWM') / 1024, pss: kb(rollup, 'Pss') / 1024 };
}

/** The first child of a process (the server that `scripts/start.mjs` runs). */
export async function childOf(pid: number): Promise<number> {
  for (let i = 0; i < 600; i++) {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
    const last = Number(children.at(-1));
    if (last) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`process ${pid} started no child`);
}

/** CPU time (user + system) of a process, in clock ticks. */
function cpuTicks(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

/** Resolves once the process has used (almost) no CPU for `quietSeconds` in a row, or after `maxSeconds`. */
export async function waitIdle(pid: number, quietSeconds = 3, maxSeconds = 60): Promise<void> {
  let quiet = 0;
  let last = cpuTicks(pid);
  for (let i = 0; i < maxSeconds && quiet < quietSeconds; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuTicks(pid);
    quiet = now - last <= 2 ? quiet + 1 : 0;
    last = now;
  }
}

/** The highest RSS of a process while `work` runs, sampled every 50 ms. */
export async function peakRss<T>(pid: number, work: Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = processMemory(pid).rss;
  const sampler = setInterval(() => (peak = Math.max(peak, processMemory(pid).rss)), 50);
  try {
    const result = await work;
    return { result, peak: Math.max(peak, processMemory(pid).rss) };
  } finally {
    clearInterval(sampler);
  }
}
