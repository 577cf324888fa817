#!/usr/bin/python3
# rawexec.py SOCK MODE JSON|@FILE: one request on the executor's socket, as a
# client that misbehaves would send it (tests/executor/proto.t).
#   reply       send, print every line until the connection closes
#   close-now   send and close at once (before the STARTED reply)
#   close-reply send, read the reply line, close
#   late-stdin  send, read until "exit" is queued, then send stdin after it;
#               print the bytes of output received and whether "exit" came
#   flood N     send, then N stdin messages of 1 MiB each (no reading)
#   halfclose   send, shutdown(SHUT_WR) as nc -N and socat do, print every
#               line until the connection closes
#   halfclose-vanish  send, read the reply line (print it), shutdown(SHUT_WR),
#               wait half a second, then close the socket
#   with JSON.. send the request and these messages in one write (before
#               any reply), print every line until the connection closes
#   each JSON.. each request on a connection of its own, one after the
#               other, as `reply` (every line read until the connection
#               closes); print "OK ERRNO" of each one's first line (one
#               python for a list of requests: a python's start was most of
#               such a check's time)
import base64, json, socket, sys

sock, mode = sys.argv[1], sys.argv[2]
if mode == "each":
    for r in sys.argv[3:]:
        c = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        c.connect(sock)
        c.sendall((json.dumps(json.loads(r)) + "\n").encode())
        lines = c.makefile("rb").readlines()
        c.close()
        m = json.loads(lines[0]) if lines else {}
        print(m.get("ok"), m.get("errno"), flush=True)
    sys.exit(0)
req = json.load(open(sys.argv[3][1:])) if sys.argv[3][0] == "@" else json.loads(sys.argv[3])
s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
s.connect(sock)
if mode in ("halfclose", "with"):
    s.settimeout(10)
more = "".join(a + "\n" for a in sys.argv[4:]) if mode == "with" else ""
s.sendall((json.dumps(req) + "\n" + more).encode())
if mode == "close-now":
    s.close()
elif mode == "close-reply":
    f = s.makefile("rb")
    print(f.readline().decode().strip())
    s.close()
elif mode == "halfclose-vanish":
    import time
    f = s.makefile("rb")
    print(f.readline().decode().strip())
    s.shutdown(socket.SHUT_WR)
    time.sleep(0.5)
    f.close()
    s.close()
elif mode in ("reply", "halfclose", "with"):
    if mode == "halfclose":
        s.shutdown(socket.SHUT_WR)
    try:
        for line in s.makefile("rb"):
            print(line.decode().strip())
    except socket.timeout:
        print("timeout")
elif mode == "late-stdin":
    import time
    time.sleep(float(sys.argv[4]) if len(sys.argv) > 4 else 2)   # the command ends meanwhile
    s.sendall(b'{"op":"stdin","data":"eAo="}\n')
    out, ended = 0, False
    for line in s.makefile("rb"):
        m = json.loads(line)
        if m.get("ev") == "out":
            out += len(base64.b64decode(m["data"]))
        if m.get("ev") == "exit":
            ended = True
    print(out, ended)
elif mode == "flood":
    blob = base64.b64encode(b"\0" * (1 << 20)).decode()
    msg = (json.dumps({"op": "stdin", "data": blob}) + "\n").encode()
    s.settimeout(float(sys.argv[5]) if len(sys.argv) > 5 else 3)
    sent = 0
    try:
        for _ in range(int(sys.argv[4])):
            s.sendall(msg)
            sent += 1
    except (socket.timeout, BrokenPipeError, ConnectionResetError):
        pass
    print(sent)
