// The page's own start-up, outside Python: the loading bar, then (once the app is
// interactive) the AI worker and the service worker. A file, not an inline script, so the
// Content-Security-Policy can forbid inline scripts.
"use strict";
(function () {
  var text = document.getElementById("loading-text"), bar = document.getElementById("loading-bar");
  var steps = 0;
  function step(label) { steps += 1; bar.style.width = Math.min(95, steps * 18) + "%"; if (label) text.textContent = label; }
  step();
  addEventListener("py:progress", function (e) { step(e.detail && String(e.detail)); });
  addEventListener("py:ready", function () { step("Starting…"); });
})();
// A PyScript worker running worker.py under `name`: the AI worker "ai", and the helpers
// the app asks for (window.incaHelpers) when an expert seat or a review's analysis can
// use several at once.
function startWorker(name) {
  if (document.querySelector('script[type="py"][worker][name="' + name + '"]')) return;
  var script = document.createElement("script");
  script.type = "py";
  script.setAttribute("worker", "");
  script.setAttribute("name", name);
  script.src = "./worker.py";
  script.setAttribute("config", "./worker.json");
  document.body.appendChild(script);
}
window.incaHelpers = function (names) {
  Array.prototype.forEach.call(names, startWorker);
};
// Once the app is interactive, start what it does not need to show the first screen:
// the AI worker (a second Python) and the service worker's offline copy of the site.
// Starting them earlier would compete with the page's own boot for CPU and network.
new MutationObserver(function (records, observer) {
  var html = document.documentElement;
  if (!html.classList.contains("ready")) return;
  observer.disconnect();
  startWorker("ai");
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("./sw.js").then(watchUpdates).catch(function () {});
  }
}).observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });

// A new version, installed and waiting (see sw.js): the app says so (window.incaUpdate,
// the event "inca-update") and window.incaApplyUpdate() lets it take over, then reloads.
function watchUpdates(registration) {
  function ready() {
    if (!registration.waiting || !navigator.serviceWorker.controller) return;
    window.incaUpdate = true;
    window.dispatchEvent(new Event("inca-update"));
  }
  ready();
  registration.addEventListener("updatefound", function () {
    var worker = registration.installing;
    if (!worker) return;
    worker.addEventListener("statechange", function () {
      if (worker.state === "installed") ready();
    });
  });
  window.incaApplyUpdate = function () {
    if (!registration.waiting) return false;
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      window.location.reload();
    });
    registration.waiting.postMessage("skip-waiting");
    return true;
  };
}
