import { loadConfig } from './kernel/config.ts';
import { createServer, createServices } from './app/create-server.ts';
import { acquireDataLock } from './tenancy/data-lock.ts';
import { collectEmbeddedGarbage } from './tenancy/pglite-thread.ts';
import { DEMO, ensureDemoTenant } from './seed/demo.ts';
import { flushLogs, logger } from './kernel/logger.ts';

/** Boot only: configuration, the data lock, services, the demo tenant, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const releaseLock = acquireDataLock(config.dataDir);
  const services = await createServices(config);
  if (config.seedDemo && (await ensureDemoTenant(services))) {
    logger.info('demo tenant created');
    // Seeding leaves ~60 MB of garbage that an idle server would keep until its next full collection; with
    // --expose-gc (npm start's default flags) it is collected once here, on this thread and on the embedded
    // databases' (docs/performance.md, Memory).
    globalThis.gc?.();
    await collectEmbeddedGarbage();
  }
  const server = await createServer(services);
  await server.app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.log(`\nPano is running at ${url}`);
  if (config.seedDemo)
    console.log(`Demo sign-in: tag "${DEMO.tag}", email ${DEMO.email}, password ${DEMO.password}\n`);
  let stopping = false;
  const stop = async (signal: string) => {
    // once: a terminal's Ctrl-C reaches `npm start`'s launcher too, which passes it on (scripts/start.mjs)
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    // not ready from now (the balancer sends new requests elsewhere); after SHUTDOWN_DELAY_MS, no new
    // connections are taken and the running requests finish before the process ends (docs/deploy.md)
    server.drain();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    await server.close();
    releaseLock();
    await flushLogs();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
