"""Debian's Firefox ESR driven over WebDriver BiDi, for the browser tests and tools that
need a second engine (table mode's phones).

Playwright's own Firefox support needs its patched build (a download) and its BiDi mode
sends commands Firefox ESR does not know yet, so this is the small part of BiDi the tests
use: one Firefox process per ``Firefox``, one isolated profile per ``FirefoxPage`` (a
BiDi user context: its own storage, like a separate phone), navigation, script
evaluation with JSON in and out, and every console error and uncaught page error kept
in ``errors``. A page's methods mirror the Playwright ``Page`` methods of the same name
where the tests need them, so a test can drive either.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import re
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from .env import FIREFOX

START_TIMEOUT_S = 60.0
_LISTENING = re.compile(r"WebDriver BiDi listening on (ws://\S+)")
PREFS = {
    # Table mode's phones find each other on this machine's own interfaces. Firefox's
    # host candidates are its addresses, not mDNS names: a Chromium peer then needs to
    # resolve nothing (with two Chromiums on one machine, as in the full test run, an mDNS
    # answer may reach the other one's socket and the link never comes up).
    "media.peerconnection.ice.loopback": True,
    "media.peerconnection.ice.obfuscate_host_addresses": False,
    "media.navigator.permission.disabled": True,
    "browser.shell.checkDefaultBrowser": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.enabled": False,
}


class BidiError(RuntimeError):
    """A BiDi command Firefox refused, or a script that threw in the page."""


class Firefox:
    """One headless Firefox ESR process and its BiDi session."""

    def __init__(self, executable: Path = FIREFOX, prefs: dict[str, Any] | None = None) -> None:
        """``prefs``: preferences over ``PREFS`` (a tool that wants Firefox's defaults)."""
        self._profile = tempfile.mkdtemp(prefix="incagames-firefox-")
        Path(self._profile, "user.js").write_text("".join(
            f"user_pref({json.dumps(k)}, {json.dumps(v)});\n"
            for k, v in {**PREFS, **(prefs or {})}.items()))
        self._process = subprocess.Popen(
            [str(executable), "--headless", "--remote-debugging-port=0", "--no-remote",
             "--profile", self._profile],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            env=dict(os.environ, MOZ_CRASHREPORTER_DISABLE="1"))
        url = self._listening()
        # no keep-alive pings: a test stops Firefox for seconds on purpose
        self._ws: ClientConnection = connect(url + "/session", max_size=None, legacy=True,
                                             ping_interval=None, open_timeout=START_TIMEOUT_S)
        self._next = 0
        self._replies: dict[int, queue.Queue[dict[str, Any]]] = {}
        self._lock = threading.Lock()
        self._listeners: list[Callable[[dict[str, Any]], None]] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.send("session.new", capabilities={"alwaysMatch": {"acceptInsecureCerts": True}})
        self.send("session.subscribe", events=["log.entryAdded"])

    def _listening(self) -> str:
        """The BiDi address Firefox prints on start (its other output is drained)."""
        assert self._process.stderr is not None
        deadline = time.monotonic() + START_TIMEOUT_S
        for line in self._process.stderr:
            found = _LISTENING.search(line)
            if found:
                threading.Thread(target=self._drain, daemon=True).start()
                return found.group(1)
            if time.monotonic() > deadline:
                break
        self.close()
        raise BidiError(f"{FIREFOX} did not start its WebDriver BiDi server")

    def _drain(self) -> None:
        assert self._process.stderr is not None
        for _line in self._process.stderr:
            pass

    def _read(self) -> None:
        try:
            for text in self._ws:
                message = json.loads(text)
                if "id" in message and message["id"] in self._replies:
                    self._replies[message["id"]].put(message)
                elif message.get("type") == "event":
                    for listener in list(self._listeners):
                        listener(message)
        except (ConnectionClosed, OSError):
            pass

    def send(self, method: str, timeout: float = 120.0, **params: Any) -> dict[str, Any]:
        """One BiDi command and its result (BidiError when Firefox refuses it)."""
        with self._lock:
            self._next += 1
            ident = self._next
            self._replies[ident] = queue.Queue()
        self._ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        try:
            reply = self._replies[ident].get(timeout=timeout)
        except queue.Empty:
            raise BidiError(f"{method}: no answer in {timeout:g} s") from None
        finally:
            self._replies.pop(ident, None)
        if reply.get("type") == "error":
            raise BidiError(f"{method}: {reply.get('error')}: {reply.get('message')}")
        return dict(reply["result"])

    def new_page(self, width: int = 390, height: int = 844, scale: float = 3.0) -> FirefoxPage:
        """A tab in a profile of its own (storage, cache), with a phone's viewport."""
        user = self.send("browser.createUserContext")["userContext"]
        context = self.send("browsingContext.create", type="tab", userContext=user)["context"]
        page = FirefoxPage(self, context, user)
        self.send("browsingContext.setViewport", context=context,
                  viewport={"width": width, "height": height}, devicePixelRatio=scale)
        return page

    def on_event(self, listener: Callable[[dict[str, Any]], None]) -> None:
        self._listeners.append(listener)

    def processes(self) -> list[int]:
        """Firefox's process and all its descendants (content, socket, GPU...), to stop
        and resume them together: a test's stand-in for a phone that dies."""
        children: dict[int, list[int]] = {}
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            children.setdefault(int(fields[1]), []).append(int(stat.parent.name))
        found, todo = [], [self._process.pid]
        while todo:
            pid = todo.pop()
            found.append(pid)
            todo += children.get(pid, [])
        return found

    def close(self) -> None:
        with contextlib.suppress(Exception):  # already gone
            self.send("browser.close", timeout=10)
        with contextlib.suppress(Exception):
            self._ws.close()
        try:
            self._process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        shutil.rmtree(self._profile, ignore_errors=True)


_CALL = """async (arg) => {
  const value = (%s);
  const result = typeof value === "function" ? await value(JSON.parse(arg)) : await value;
  return JSON.stringify(result === undefined ? null : result);
}"""
"""``source`` compiled by the protocol (so the page's Content-Security-Policy, which
forbids eval, does not apply), called with the JSON of ``arg``."""


class FirefoxPage:
    """A tab of ``Firefox`` with Playwright-like methods; ``errors`` gets each console
    error and uncaught error of the page, as text."""

    def __init__(self, firefox: Firefox, context: str, user_context: str) -> None:
        self.firefox = firefox
        self.context = context
        self.user_context = user_context
        self.errors: list[str] = []
        self.closed = False
        firefox.on_event(self._event)

    def _event(self, message: dict[str, Any]) -> None:
        params = message.get("params", {})
        if (message.get("method") == "log.entryAdded" and params.get("level") == "error"
                and params.get("source", {}).get("context") == self.context):
            self.errors.append(f"firefox {params.get('type')}: {params.get('text')}")

    def add_init_script(self, source: str) -> None:
        """``source`` (a script) runs in every document of this tab before its own."""
        self.firefox.send("script.addPreloadScript", contexts=[self.context],
                          functionDeclaration=f"() => {{ {source} }}")

    def goto(self, url: str) -> None:
        self.firefox.send("browsingContext.navigate", context=self.context, url=url,
                          wait="complete")

    def reload(self) -> None:
        self.firefox.send("browsingContext.reload", context=self.context, wait="complete")

    def evaluate(self, source: str, arg: Any = None) -> Any:
        """``source`` (an expression, or a function called with ``arg``) run in the page;
        its result as JSON gives Python values (undefined gives None)."""
        reply = self.firefox.send(
            "script.callFunction", functionDeclaration=_CALL % source, awaitPromise=True,
            target={"context": self.context},
            arguments=[{"type": "string", "value": json.dumps(arg)}])
        if reply.get("type") == "exception":
            details = reply.get("exceptionDetails", {})
            raise BidiError(f"the page threw: {details.get('text')}")
        return json.loads(reply["result"]["value"])

    def wait_for_function(self, source: str, arg: Any = None, timeout: float = 90_000,
                          interval: float = 0.1) -> Any:
        """Until ``source`` gives a truthy value (``timeout`` in ms, as Playwright's)."""
        deadline = time.monotonic() + timeout / 1000
        while True:
            value = self.evaluate(source, arg)
            if value:
                return value
            if time.monotonic() > deadline:
                raise TimeoutError(f"Firefox page: {source} stayed false for {timeout} ms")
            time.sleep(interval)

    def wait_for_selector(self, selector: str, timeout: float = 90_000) -> None:
        self.wait_for_function("(s) => !!document.querySelector(s)", selector, timeout)

    def click(self, selector: str, timeout: float = 90_000) -> None:
        """The element's click (a script's, not the mouse's), once it is there and enabled."""
        self.wait_for_function(
            "(s) => { const e = document.querySelector(s);"
            " if (!e || e.disabled) return false; e.click(); return true; }",
            selector, timeout)

    def fill(self, selector: str, value: str) -> None:
        self.wait_for_selector(selector)
        self.evaluate("([s, v]) => { const e = document.querySelector(s); e.value = v;"
                      " e.dispatchEvent(new Event('input', {bubbles: true})); }",
                      [selector, value])

    def input_value(self, selector: str) -> str:
        self.wait_for_selector(selector)
        return str(self.evaluate("(s) => document.querySelector(s).value", selector))

    def text(self, selector: str) -> str:
        return str(self.evaluate(
            "(s) => { const e = document.querySelector(s); return e ? e.textContent : ''; }",
            selector))

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.firefox.send("browsingContext.close", context=self.context)
