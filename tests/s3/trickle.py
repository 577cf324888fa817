#!/usr/bin/env python3
"""trickle.py PORT_FILE MODE [LOG]

tests/s3/trickle.py: a fake S3 endpoint that answers badly on purpose
(tests/s3/deadline.t).  It listens on a free port of 127.0.0.1, written
to PORT_FILE once it listens.  HEAD is answered 200 (the bucket check);
any other request per MODE:
  trickle   200, Content-Length 1000, the body one byte every 0.4 s: just
            above a low-speed limit of 1 byte/s, far below any sane rate
  flood     200, Content-Length 64 MiB, sent as fast as the client reads
            (whatever the Range asked)
  drip      200, Content-Length 1 MiB at 2 KiB/s: above any low-speed
            limit a client may set, and 8 minutes long
  slow      200, Content-Length 4 MiB at a slow but sane 2 MiB/s (2 s)
  silent    no answer at all: the request read, the connection held open
            for 60 s
  slowput   a PUT's body read at 256 KiB/s (a slow but steady uplink),
            then 200; HEAD of a key 404 (not stored yet)
LOG gets one line per GET when its connection ends: "GET PATH sent=N",
and per PUT: "PUT PATH got=N".
"""
import socket, sys, threading, time

PORT_FILE, MODE = sys.argv[1], sys.argv[2]
LOG = sys.argv[3] if len(sys.argv) > 3 else None
FLOOD = 64 << 20


def log(line):
    if LOG:
        with open(LOG, "a") as f:
            f.write(line + "\n")


def serve_put(c):
    f = c.makefile("rb")
    line = f.readline()
    hdrs = {}
    while True:
        h = f.readline()
        if h in (b"\r\n", b"\n", b""):
            break
        k, _, v = h.decode().partition(":")
        hdrs[k.strip().lower()] = v.strip()
    method, path = line.split()[0], line.split()[1].decode()
    if method != b"PUT":
        st = b"200 OK" if path.strip("/").count("/") == 0 else b"404 Not Found"
        c.sendall(b"HTTP/1.1 " + st + b"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        return
    if hdrs.get("expect", "").lower() == "100-continue":
        c.sendall(b"HTTP/1.1 100 Continue\r\n\r\n")
    n, got, t0 = int(hdrs.get("content-length", "0")), 0, time.time()
    while got < n:
        d = f.read(min(16384, n - got))
        if not d:
            break
        got += len(d)
        lag = got / (256 << 10) - (time.time() - t0)
        if lag > 0:
            time.sleep(lag)
    log("PUT %s got=%d" % (path, got))
    if got == n:
        c.sendall(b'HTTP/1.1 200 OK\r\nETag: "x"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')


def serve(c):
    if MODE == "slowput":
        try:
            serve_put(c)
        except OSError:
            pass
        finally:
            c.close()
        return
    sent, path = 0, "?"
    try:
        req = c.recv(65536)
        parts = req.split(b" ")
        path = parts[1].decode() if len(parts) > 1 else "?"
        if req.startswith(b"HEAD"):
            c.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            return
        if MODE == "silent":
            time.sleep(60)
            return
        n = {"trickle": 1000, "drip": 1 << 20, "slow": 4 << 20}.get(MODE, FLOOD)
        c.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\nConnection: close\r\n\r\n" % n)
        if MODE == "trickle":
            for _ in range(n):
                c.sendall(b"x")
                sent += 1
                time.sleep(0.4)
        else:
            block = b"x" * (256 if MODE == "drip" else 65536)
            while sent < n:
                c.sendall(block)
                sent += len(block)
                if MODE == "slow":
                    time.sleep(len(block) / (2 << 20))
                elif MODE == "drip":
                    time.sleep(len(block) / 2048)
    except OSError:
        pass
    finally:
        log("GET %s sent=%d" % (path, sent))
        c.close()


s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", 0))
s.listen(16)
with open(PORT_FILE + ".tmp", "w") as f:
    f.write(str(s.getsockname()[1]))
import os
os.rename(PORT_FILE + ".tmp", PORT_FILE)
while True:
    c, _ = s.accept()
    threading.Thread(target=serve, args=(c,), daemon=True).start()
