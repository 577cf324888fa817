#!/usr/bin/python3
# hold.py MODE ...: clients that connect and hold on (tests/executor/proto.t)
#   tcp [HOST:]PORT N SECS  N connections to HOST (127.0.0.1):PORT, idle; after SECS
#                        print how many are still open
#   unix SOCK N SECS     the same on the executor's socket, sending nothing;
#                        print how many are open and how many were told EBUSY
#   partial SOCK N BYTES PID  N clients each send BYTES of a request with no
#                        end of line; print how much PID's RSS grew (kB)
#   reset SOCK [REPLY]   serve SOCK as an executor that takes one connection
#                        and closes it unread after 0.3 s (sending the line
#                        REPLY first)
#   wait SOCK N SECS ID  N clients on the executor's socket, each waiting
#                        on command ID for an hour; print "connected" once
#                        all are, after SECS how many are open and how
#                        many were told EBUSY
import select, signal, socket, sys, time

def still_open(ss):
    """those with nothing to read: no EOF, no last reply"""
    p = select.poll()
    for s in ss:
        p.register(s, select.POLLIN)
    return len(ss) - len(p.poll(0))

def refused(ss, errno):
    """those whose last reply is that errno"""
    n = 0
    for s in ss:
        try:
            m = s.recv(4096, socket.MSG_PEEK | socket.MSG_DONTWAIT)
        except OSError:
            continue
        n += b'"errno":%d' % errno in m
    return n

def rss(pid):
    for l in open("/proc/%s/status" % pid):
        if l.startswith("VmRSS"):
            return int(l.split()[1])

mode = sys.argv[1]
signal.alarm(30)
if mode in ("tcp", "unix"):
    ss = []
    for i in range(int(sys.argv[3])):
        try:
            if mode == "tcp":
                host, _, port = sys.argv[2].rpartition(":")
                ss.append(socket.create_connection((host or "127.0.0.1", int(port)), timeout=2))
            else:
                s = socket.socket(socket.AF_UNIX)
                s.connect(sys.argv[2])   # blocking: waits for room in the backlog
                                         # (non-blocking, a full one is EAGAIN)
                ss.append(s)
        except OSError:
            break
    for s in ss:
        s.setblocking(False)
    time.sleep(float(sys.argv[4]))
    print(still_open(ss), *([refused(ss, 16)] if mode == "unix" else []))
elif mode == "partial":
    r0 = rss(sys.argv[5])
    ss = []
    for i in range(int(sys.argv[3])):
        s = socket.socket(socket.AF_UNIX)
        s.connect(sys.argv[2])
        try:
            s.sendall(b'{"op":"exec","argv":["' + b"x" * int(sys.argv[4]))
        except OSError:
            pass
        ss.append(s)
    time.sleep(0.3)
    print(rss(sys.argv[5]) - r0)
elif mode == "reset":
    l = socket.socket(socket.AF_UNIX)
    l.bind(sys.argv[2])
    l.listen(1)
    print("ready", flush=True)
    c, _ = l.accept()
    time.sleep(0.3)
    if len(sys.argv) > 3:
        c.sendall(sys.argv[3].encode() + b"\n")
    c.close()
    l.close()
elif mode == "wait":
    ss = []
    req = b'{"op":"wait","id":"%s","timeout":3600}\n' % sys.argv[5].encode()
    for i in range(int(sys.argv[3])):
        s = socket.socket(socket.AF_UNIX)
        s.connect(sys.argv[2])
        try:
            s.sendall(req)
        except OSError:
            pass
        ss.append(s)
    print("connected", flush=True)
    time.sleep(float(sys.argv[4]))
    print(still_open(ss), refused(ss, 16))
