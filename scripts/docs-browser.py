#!/usr/bin/env python3
"""Opens pages of the built DocC site in headless Chromium and checks that they render.

    scripts/docs-browser.py SITE_DIR CHROMIUM URL_PATH "EXPECTED TITLE" "EXPECTED HEADING" [...]

Arguments after CHROMIUM come in threes, one page each. The site is served by Python's
http.server on the loopback interface (DocC's static site loads its JSON with fetch, which a
file:// page may not). Chromium is driven over the DevTools protocol on a pipe
(--remote-debugging-pipe: NUL-separated JSON on file descriptors 3 and 4), so no package beyond
the standard library is needed and every console error and uncaught exception is seen. For each
page it waits until DocC's app has rendered the heading, checks the title and the heading, fails
on any JavaScript error, and writes a screenshot next to the pages (SITE_DIR/screenshots).
"""
import base64
import functools
import http.server
import json
import os
import subprocess
import sys
import tempfile
import threading
import time


class Quiet(http.server.SimpleHTTPRequestHandler):
    """Serves the site without logging every request."""

    def log_message(self, *args):
        pass


class DevTools:
    """A minimal DevTools protocol client over Chromium's pipe."""

    def __init__(self, chromium, profile):
        to_chrome_read, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_write = os.pipe()

        def fds():
            # Chromium reads commands on fd 3 and writes replies and events on fd 4.
            os.dup2(to_chrome_read, 3)
            os.dup2(from_chrome_write, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--no-first-run", "--no-default-browser-check", "--remote-debugging-pipe",
             f"--user-data-dir={profile}", "--window-size=1280,900", "about:blank"],
            # close_fds would run after preexec_fn and close 3 and 4 again.
            preexec_fn=fds, close_fds=False,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_read)
        os.close(from_chrome_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def read_message(self, deadline):
        while b"\0" not in self.buffer:
            if time.monotonic() > deadline:
                raise TimeoutError("Chromium did not answer")
            chunk = os.read(self.from_chrome, 65536)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe (did it start?)")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, session=None, timeout=30, **params):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self.read_message(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def javascript_errors(events):
    """The console errors and uncaught exceptions among the protocol events."""
    errors = []
    for event in events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            errors.append(details.get("exception", {}).get("description") or details.get("text", "exception"))
        elif method == "Runtime.consoleAPICalled" and params.get("type") == "error":
            errors.append(" ".join(str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", [])))
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            entry = params["entry"]
            errors.append(f"{entry.get('text', '')} {entry.get('url', '')}".strip())
    return errors


def check_page(tools, base, path, title, heading, screenshot):
    """Loads one page in a new tab; returns a list of failures."""
    target = tools.send("Target.createTarget", url="about:blank")["targetId"]
    session = tools.send("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
    for domain in ("Page.enable", "Runtime.enable", "Log.enable"):
        tools.send(domain, session=session)
    tools.events.clear()
    tools.send("Page.navigate", session=session, url=base + path)
    script = ("JSON.stringify({title: document.title, headings: Array.from("
              "document.querySelectorAll('h1, h2, h3')).map(h => h.textContent.trim())})")
    deadline = time.monotonic() + 30
    state = {"title": "", "headings": []}
    while time.monotonic() < deadline:
        result = tools.send("Runtime.evaluate", session=session, expression=script, returnByValue=True)
        state = json.loads(result.get("result", {}).get("value") or "{}") or state
        if heading in state.get("headings", []) and title in state.get("title", ""):
            break
        time.sleep(0.25)
    time.sleep(0.5)  # errors thrown while the page settles
    shot = tools.send("Page.captureScreenshot", session=session, format="png")
    with open(screenshot, "wb") as handle:
        handle.write(base64.b64decode(shot["data"]))
    failures = []
    if title not in state.get("title", ""):
        failures.append(f"{path}: the title is {state.get('title')!r}, expected it to contain {title!r}")
    if heading not in state.get("headings", []):
        failures.append(f"{path}: no heading {heading!r} (headings: {state.get('headings')})")
    failures += [f"{path}: JavaScript error: {error}" for error in javascript_errors(tools.events)]
    tools.send("Target.closeTarget", targetId=target)
    return failures


def main():
    site, chromium, *pages = sys.argv[1:]
    if len(pages) == 0 or len(pages) % 3:
        sys.exit("usage: docs-browser.py SITE CHROMIUM (PATH TITLE HEADING)...")
    handler = functools.partial(Quiet, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    shots = os.path.join(os.path.abspath(site), "screenshots")
    os.makedirs(shots, exist_ok=True)
    failures = []
    with tempfile.TemporaryDirectory() as profile:
        tools = DevTools(chromium, profile)
        try:
            for index in range(0, len(pages), 3):
                path, title, heading = pages[index:index + 3]
                name = path.strip("/").replace("/", "-") or "index"
                screenshot = os.path.join(shots, name + ".png")
                page_failures = check_page(tools, base, path, title, heading, screenshot)
                failures += page_failures
                verdict = (f"FAILED ({len(page_failures)} problems, listed at the end)" if page_failures
                           else f"ok (title {title!r}, heading {heading!r}, no JavaScript error)")
                print(f"docs-browser: {path}: {verdict}; screenshot {screenshot}")
        finally:
            tools.close()
            server.shutdown()
    for failure in failures:
        print("docs-browser: " + failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
