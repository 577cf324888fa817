#!/usr/bin/env python3
"""faultproxy.py PORT_FILE UPSTREAM_PORT RULES_JSON [LOG]

tests/s3/faultproxy.py: a small HTTP/1.1 proxy between sbx's S3 client and
radosgw (tests/s3/faults.t).  It listens on a free port of 127.0.0.1,
written to PORT_FILE once it listens, and forwards
requests byte-for-byte (headers kept, so SigV4 signatures stay valid) and
injects faults.  RULES_JSON is re-read on every request; a list of
  {"method": "PUT", "path": "regex", "action": "...", "count": N}
count (default: unlimited) is decremented in the file's in-memory copy
per (rules file mtime).  Actions:
  status:CODE[:S3CODE]   answer CODE without forwarding
  slowdown:SECONDS       answer 503 SlowDown with Retry-After: SECONDS
  fwd-status:CODE[:S3CODE] forward, then answer CODE (the answer is lost)
  fwd-reset              forward, then close the connection with no answer
  reset                  close the connection at once
  delay:SECONDS          sleep, then forward
  hold:FILE              log "held" at once, wait until FILE exists (60 s at
                         most), then forward
  truncate:N             forward; send the headers and N bytes of body, close
  slow:BPS               forward; send the body at BPS bytes a second
  corrupt                forward; flip one byte in the middle of the body
Every request is logged to LOG (method path status action).
"""
import http.client, json, os, re, socket, struct, sys, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PORT_FILE, UP, RULES = sys.argv[1], int(sys.argv[2]), sys.argv[3]
LOG = sys.argv[4] if len(sys.argv) > 4 else None
lock = threading.Lock()
state = {"mtime": None, "rules": []}


def rules():
    try:
        m = os.stat(RULES).st_mtime_ns
    except FileNotFoundError:
        return []
    if m != state["mtime"]:
        with open(RULES) as f:
            state["rules"] = json.load(f)
        state["mtime"] = m
    return state["rules"]


def match(method, path):
    with lock:
        for r in rules():
            if r.get("method", method) != method:
                continue
            if not re.search(r.get("path", ""), path):
                continue
            c = r.get("count", -1)
            if c == 0:
                continue
            if c > 0:
                r["count"] = c - 1
            return r["action"]
    return None


def log(*a):
    if LOG:
        with lock, open(LOG, "a") as f:
            f.write(" ".join(str(x) for x in a) + "\n")


class H(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *a):
        pass

    def rst(self):
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.close_connection = True
        try:
            self.connection.close()
        except OSError:
            pass

    def s3err(self, code, s3code, extra=()):
        body = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><Error><Code>%s</Code>"
                "<Message>injected</Message></Error>" % s3code).encode()
        self.send_response_only(code)
        self.send_header("Content-Type", "application/xml")
        self.send_header("Content-Length", str(len(body)))
        for k, v in extra:
            self.send_header(k, v)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def forward(self, body):
        c = http.client.HTTPConnection("127.0.0.1", UP, timeout=60)
        c.putrequest(self.command, self.path, skip_host=True, skip_accept_encoding=True)
        for k, v in self.headers.items():
            c.putheader(k, v)
        c.endheaders(body if body else None)
        r = c.getresponse()
        data = r.read()
        hdrs = r.getheaders()
        st = r.status
        c.close()
        return st, hdrs, data

    def handle_any(self):
        n = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(n) if n else b""
        act = match(self.command, self.path)
        if act and act.startswith("delay:"):
            time.sleep(float(act.split(":")[1]))
        if act and act.startswith("hold:"):
            log(self.command, self.path, "-", "held")
            for _ in range(600):
                if os.path.exists(act[5:]):
                    break
                time.sleep(0.1)
        if act == "reset":
            log(self.command, self.path, "-", act)
            return self.rst()
        if act and act.startswith("status:"):
            p = act.split(":")
            log(self.command, self.path, p[1], act)
            return self.s3err(int(p[1]), p[2] if len(p) > 2 else "InternalError")
        if act and act.startswith("slowdown:"):
            log(self.command, self.path, 503, act)
            return self.s3err(503, "SlowDown", [("Retry-After", act.split(":")[1])])
        st, hdrs, data = self.forward(body)
        log(self.command, self.path, st, act or "")
        if act == "fwd-reset":
            return self.rst()
        if act and act.startswith("fwd-status:"):
            p = act.split(":")
            return self.s3err(int(p[1]), p[2] if len(p) > 2 else "InternalError")
        if act == "corrupt" and data:
            data = bytearray(data)
            data[len(data) // 2] ^= 0xFF
            data = bytes(data)
        self.send_response_only(st)
        clen = None
        for k, v in hdrs:
            if k.lower() in ("transfer-encoding", "connection"):
                continue
            if k.lower() == "content-length":
                clen = v
                continue
            self.send_header(k, v)
        self.send_header("Content-Length", clen if (clen is not None and self.command == "HEAD") else str(len(data)))
        self.end_headers()
        if self.command == "HEAD":
            return
        if act and act.startswith("truncate:"):
            self.wfile.write(data[: int(act.split(":")[1])])
            self.wfile.flush()
            return self.rst()
        if act and act.startswith("slow:"):
            bps = int(act.split(":")[1])
            step = max(1, bps // 10)
            for i in range(0, len(data), step):
                self.wfile.write(data[i:i + step])
                self.wfile.flush()
                time.sleep(len(data[i:i + step]) / bps)
            return
        self.wfile.write(data)

    do_GET = do_PUT = do_HEAD = do_DELETE = do_POST = handle_any


ThreadingHTTPServer.daemon_threads = True
ThreadingHTTPServer.allow_reuse_address = True
srv = ThreadingHTTPServer(("127.0.0.1", 0), H)
with open(PORT_FILE + ".tmp", "w") as f:
    f.write("%d\n" % srv.server_address[1])
os.rename(PORT_FILE + ".tmp", PORT_FILE)
srv.serve_forever()
