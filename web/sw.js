// Service worker: cache-first, so that a second visit works with the network off.
// A new version installs in the background and then waits: the page says "A new version
// is ready" and it takes over only when the player agrees ("skip-waiting") or once every
// tab of the site is closed (the next visit). Until then the old version's cache stays.
// build.py writes dist/sw.js from this file, replacing the two placeholders below by a
// content hash of the site and by the list of every file the site needs (relative URLs).
"use strict";

const VERSION = "__VERSION__";
const ASSETS = __ASSETS__;
// Caches are shared by every site of one origin (e.g. all GitHub Pages projects of a user),
// so ours are named after the scope and only ours are ever deleted.
const PREFIX = "incagames:" + self.registration.scope + ":";
const CACHE = PREFIX + VERSION;

self.addEventListener("install", (event) => {
  // "no-cache": revalidate with the server, so no stale file of an older version gets in,
  // while files the page has just downloaded are not downloaded twice.
  const requests = ASSETS.map((url) => new Request(url, { cache: "no-cache" }));
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(requests)),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE)
          .map((key) => caches.delete(key)),
      ))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  if (new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(cacheFirst(request));
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  // Deep links (index.html?game=...) are all the same page.
  const options = { ignoreSearch: request.mode === "navigate" };
  const cached = await cache.match(request, options);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    await cache.put(request, response.clone());
  }
  return response;
}
