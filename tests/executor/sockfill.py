#!/usr/bin/python3
# sockfill.py MODE [N]: fill socket buffers that are never read, from inside
# a sandbox (tests/executor/hard.t); prints the MiB the kernel took.
#   tcp  N loopback connections (60), each written to until it takes no more
#   netlink N NETLINK_ROUTE sockets (60), SO_RCVBUF raised, each sent
#        7000 RTM_GETLINK requests; prints what /proc/net/netlink says they hold
#   count N  NETLINK_ROUTE sockets, unbound, until N or an error; prints
#        how many the namespace then holds and the errno
#   copy 100 MiB through one loopback connection, read as it comes
import socket, sys, threading, time

mode = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 60


def tcp():
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(128)
    cs, ss, queued = [], [], 0
    for i in range(n):
        c = socket.create_connection(srv.getsockname())
        ss.append(srv.accept()[0])
        c.setblocking(False)
        cs.append(c)
    blob = b"x" * 65536
    deadline = time.time() + 30
    for c in cs:
        idle = 0
        while idle < 3 and time.time() < deadline:
            try:
                queued += c.send(blob)
                idle = 0
            except BlockingIOError:
                idle += 1
                time.sleep(0.02)
    return queued


def netlink():
    import struct
    socks, req = [], b""
    for seq in range(100):      # RTM_GETLINK of lo, NLM_F_REQUEST
        req += struct.pack("=LHHLL", 32, 18, 1, seq, 0) + struct.pack("=BxHiII", 0, 0, 1, 0, 0)
    for i in range(n):
        try:
            s = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW | socket.SOCK_NONBLOCK, 0)
        except OSError as e:
            print("socket %d: errno %d" % (i, e.errno), file=sys.stderr)
            break
        try:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 64 << 20)
        except OSError:
            pass
        for k in range(70):
            try:
                s.send(req)
            except BlockingIOError:
                pass
        socks.append(s)
    rmem = 0
    with open("/proc/net/netlink") as f:
        next(f)
        for line in f:
            rmem += int(line.split()[4])
    return rmem


def count():
    socks, err = [], 0
    try:
        for i in range(n):
            socks.append(socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 0))
    except OSError as e:
        err = e.errno
    time.sleep(0.5)
    held = [l.split()[2] for l in open("/proc/net/protocols") if l.startswith("NETLINK ")]
    print(held[0], err)
    sys.exit(0)


def copy():
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(1)

    def send():
        c = socket.create_connection(srv.getsockname())
        blob = b"x" * (1 << 20)
        for i in range(100):
            c.sendall(blob)
        c.close()
    threading.Thread(target=send).start()
    s, got = srv.accept()[0], 0
    while True:
        b = s.recv(1 << 16)
        if not b:
            return got
        got += len(b)


print({"tcp": tcp, "netlink": netlink, "count": count, "copy": copy}[mode]() >> 20)
