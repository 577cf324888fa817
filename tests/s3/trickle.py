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
LOG gets one line per GET when its connection ends: "GET PATH sent=N".
"""
import socket, sys, threading, time

PORT_FILE, MODE = sys.argv[1], sys.argv[2]
LOG = sys.argv[3] if len(sys.argv) > 3 else None
FLOOD = 64 << 20


def log(line):
    if LOG:
        with open(LOG, "a") as f:
            f.write(line + "\n")


def serve(c):
    sent, path = 0, "?"
    try:
        req = c.recv(65536)
        parts = req.split(b" ")
        path = parts[1].decode() if len(parts) > 1 else "?"
        if req.startswith(b"HEAD"):
            c.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
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
