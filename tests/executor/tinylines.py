#!/usr/bin/python3
# tinylines.py SOCK PID MB: a foreground exec client sends MB MiB of tiny
# lines; prints the CPU seconds sbxexec (PID) spent taking them
import os, socket, sys
S, pid, MB = sys.argv[1], sys.argv[2], int(sys.argv[3])
def cpu():
    f = open("/proc/%s/stat" % pid).read().rsplit(")", 1)[1].split()
    return (int(f[11]) + int(f[12])) / os.sysconf("SC_CLK_TCK")
s = socket.socket(socket.AF_UNIX); s.connect(S)
s.sendall(b'{"op":"exec","argv":["sleep","60"],"stdin":true}\n')
f = s.makefile("rb"); f.readline()
line = b'{"op":""}\n'; blob = line * ((1 << 20) // len(line))
c0 = cpu()
for i in range(MB):
    s.sendall(blob)
s.sendall(b'{"op":"signal","signal":9}\n')
f.readline()     # exit: every line before it was taken
print("%.2f" % (cpu() - c0))
