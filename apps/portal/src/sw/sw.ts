/// <reference lib="webworker" />
/**
 * The app's service worker (docs/portal-app.md, Offline): the app itself precached at install (the list is
 * written into this file at build time: scripts/precache.ts), pages answered from the network first and from
 * the cache when offline, the hashed assets from the cache, uploaded files (announcement images, slides)
 * kept as they are seen so that what was shown reads again offline. The API's answers are kept by the app
 * (src/api/resource.ts), not here: a POST is never cached.
 */
const worker = self as unknown as ServiceWorkerGlobalScope;

/** Written at build time: every file of the build, and the build's id. */
declare const __PRECACHE__: { urls: string[]; version: string };

const APP_CACHE = `pano-app-${__PRECACHE__.version}`;
const FILES_CACHE = 'pano-files';
const FILES_KEPT = 200;
const SCOPE = new URL(worker.registration.scope).pathname; // /app/

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(APP_CACHE)
      .then((cache) => cache.addAll(__PRECACHE__.urls))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('pano-app-') && name !== APP_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

/** The network's answer, kept in `cache` when it is good; the cached one when the network fails. */
async function networkFirst(
  request: Request,
  cacheName: string,
  key: RequestInfo = request,
): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

/** The cached answer at once when there is one; otherwise the network's, kept. */
async function cacheFirst(request: Request, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** A file the employee saw: the cached copy at once, refreshed behind it; the oldest dropped past the limit. */
async function keptFile(request: Request): Promise<Response> {
  const cache = await caches.open(FILES_CACHE);
  const cached = await cache.match(request);
  const fresh = fetch(request).then(async (response) => {
    if (response.ok && response.status === 200) {
      await cache.put(request, response.clone());
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - FILES_KEPT)).map((key) => cache.delete(key)));
    }
    return response;
  });
  if (cached) {
    fresh.catch(() => undefined);
    return cached;
  }
  return fresh;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  // a video is read in ranges: the browser and the file service handle those
  if (request.headers.has('range')) return;
  if (request.mode === 'navigate' && url.pathname.startsWith(SCOPE))
    event.respondWith(networkFirst(request, APP_CACHE, SCOPE));
  else if (url.pathname.startsWith(`${SCOPE}assets/`)) event.respondWith(cacheFirst(request, APP_CACHE));
  else if (url.pathname.startsWith('/files/')) event.respondWith(keptFile(request));
  else if (url.pathname.startsWith(SCOPE)) event.respondWith(networkFirst(request, APP_CACHE));
});
