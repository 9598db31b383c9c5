import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Exact percentiles (ms) of recorded latencies. */
export function summarise(latencies: number[], errors: number, seconds: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return {
    requests: sorted.length,
    errors,
    perSecond: sorted.length / seconds,
    p50: at(50),
    p95: at(95),
    p99: at(99),
  };
}

/** Runs `task` in `connections` concurrent loops for `seconds`, recording each call's latency. */
export async function runLoad(
  connections: number,
  seconds: number,
  task: () => Promise<void>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const start = process.hrtime.bigint();
        try {
          await task();
          latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
        } catch (error) {
          // the first failure is printed: a run where every call fails must say why, not just count
          if (errors++ === 0) console.error('first failed call:', error);
        }
      }
    }),
  );
  return summarise(latencies, errors, seconds);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One keep-alive HTTP POST; rejects on a non-200 answer or an envelope that is not a success. */
export function post(url: string, headers: Record<string, string>, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode !== 200 || !text.includes('"isSuccess":true'))
            reject(new Error(text.slice(0, 200)));
          else resolve();
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
