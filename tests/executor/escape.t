#!/bin/bash
# Escapes that must all fail from inside a sandbox.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/common.sh"

check "sandbox starts" sb_start e1
check "a second sandbox starts" sb_start e2
S=$(sb_dir e1)
# pin the other side: the things probed exist on the host
check "host has /etc/shadow" test -r /etc/shadow
check_fails "read the host's /etc/shadow" sx e1 'cat /etc/shadow'
check_fails "find the state directory" sx e1 "ls $T/state"
check_fails "find the store" sx e1 "ls $T/store"
check_fails "reach the command logs" sx e1 "ls $S/exec/cmds"
check_fails "reach the state via /proc/1/root" sx e1 "ls /proc/1/root/"
check_fails "read init's (host) environment" sx e1 'cat /proc/1/environ'
# writing outside /workspace: refused or thrown away
check_fails "write to /usr" sx e1 'touch /usr/x'
check_fails "write to /etc" sx e1 'echo x > /etc/passwd'
check_fails "write to /" sx e1 'touch /x'
check "write to /tmp and /usr/local (throw-away)" sx e1 'echo t > /tmp/t && echo t > /usr/local/t'
check_fails "host /usr/local is untouched" test -e /usr/local/t
check_fails "another sandbox does not see them" sx e2 'cat /tmp/t || cat /usr/local/t'
# processes
sleep 300 & hostpid=$!
at_exit "kill $hostpid"
check_fails "see a host process" sx e1 "kill -0 $hostpid || test -e /proc/$hostpid"
check_fails "see host processes in ps" sx e1 "ps ax | grep -q '[s]leep 300'"
sbxctl exec -d e2 -- sleep 300 >/dev/null
check "the other sandbox's sleep runs" wait_for sx e2 'ps ax | grep -q "[s]leep 300"'
check_fails "see another sandbox's process" sx e1 "ps ax | grep -q '[s]leep 300'"
check_fails "signal the sandbox's init" sx e1 'kill -9 1'
# network
python3 -m http.server --bind 127.0.0.1 18765 >/dev/null 2>&1 & srv=$!
at_exit "kill $srv"
check "host service answers on the host" wait_for curl -sf http://127.0.0.1:18765/
check_fails "reach a host service on 127.0.0.1" sx e1 'curl -sf -m 3 http://127.0.0.1:18765/'
python3 -c 'import socket,time
s=socket.socket(socket.AF_UNIX); s.bind("\0sbx-escape-test"); s.listen(); time.sleep(120)' & asrv=$!
at_exit "kill $asrv"
check "host abstract socket answers on the host" wait_for python3 -c 'import socket; socket.socket(socket.AF_UNIX).connect("\0sbx-escape-test")'
check_fails "reach a host abstract unix socket" sx e1 "python3 -c 'import socket; socket.socket(socket.AF_UNIX).connect(\"\\0sbx-escape-test\")'"
hostip=$(hostname -I 2>/dev/null | awk '{print $1}')
[ -n "$hostip" ] && check_fails "reach the host's address $hostip" sx e1 "curl -sf -m 3 http://$hostip:18765/"
check_fails "reach the outside" sx e1 'curl -sf -m 3 http://1.1.1.1/'
is "$(sx e1 'ls /sys/class/net 2>/dev/null || ip -o link | cut -d: -f2' | tr -d ' ' | sort | tr '\n' ' ')" "lo " "only a loopback interface"
# privileges
check_fails "mount" sx e1 'mount -t tmpfs x /tmp'
check_fails "unshare a user namespace" sx e1 'unshare -r true'
check_fails "ptrace another process" sx e1 'sleep 30 & strace -p $! -o /dev/null & sleep 1; kill %2 2>/dev/null; wait %2'
check_fails "ptrace via python" sx e1 "python3 -c 'import ctypes,os,sys; l=ctypes.CDLL(None); p=os.fork()
if p==0: os.execvp(\"sleep\",[\"sleep\",\"5\"])
sys.exit(0 if l.ptrace(16,p,0,0)==0 else 1)'"
check_fails "load a kernel module" sx e1 "python3 -c 'import ctypes,sys; l=ctypes.CDLL(None,use_errno=True); sys.exit(0 if l.syscall(313,0,b\"\",0)==0 or ctypes.get_errno()!=1 else 1)'"
check_fails "gain root through a setuid binary" sx e1 'su -c id root </dev/null'
check_fails "setuid(0)" sx e1 "python3 -c 'import os; os.setuid(0)'"
is "$(sx e1 'grep ^CapEff /proc/self/status')" "CapEff:	0000000000000000" "no capabilities"
is "$(sx e1 'grep ^NoNewPrivs /proc/self/status')" "NoNewPrivs:	1" "no_new_privs"
is "$(sx e1 'grep ^Seccomp: /proc/self/status')" "Seccomp:	2" "seccomp filter"
# symlinks out of /workspace resolve inside the sandbox
sx e1 'ln -s /etc/shadow shadow; ln -s /etc/hostname hn'
check_fails "follow a symlink to host files" sx e1 'cat shadow'
is "$(sx e1 'cat hn')" "e1" "a symlink resolves in the sandbox's root"
# environment
export SBX_SECRET_TOKEN=hunter2
is "$(sx e1 'env | grep -c hunter2')" "0" "host environment does not leak"
check_fails "host credentials do not leak" sx e1 'env | grep -qi -e secret -e SBX_'
done_testing
