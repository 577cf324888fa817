#!/bin/bash
# tty.t: `sbxctl exec -t` (a pty of the sandbox's own devpts), driven from
# a pseudo-terminal here: the command's stdio is a terminal of the size
# of ours, ^C typed reaches it through the line discipline, a resize is
# passed on, the client's terminal is restored, and the exit code comes
# back.  Without a terminal, -t is refused.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/common.sh"

sb_start t1 || { echo "Bail out! the sandbox did not start"; exit 1; }

# drive ROWS COLS SCRIPT [ACTION]...: run sbxctl exec -t t1 -- sh -c SCRIPT
# on a pty of ROWS x COLS; once "ready" appears, each ACTION "resize R C"
# or "type TEXT" is done in turn; prints the output and "exit N".
drive() {
  python3 - "$@" <<'PY'
import fcntl, os, pty, select, struct, sys, termios, time
rows, cols, script = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
actions = sys.argv[4:]
pid, fd = pty.fork()
if pid == 0:
    # after it, is our terminal back in canonical mode?
    os.execvp("sh", ["sh", "-c", 'sbxctl exec -t t1 -- sh -c "$0"; rc=$?; '
                     'stty -a | grep -o " icanon" | sed "s/^ /restored-/"; exit $rc', script])
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
out, t0 = b"", time.time()
while time.time() - t0 < 20:
    if actions and b"ready" in out:
        a = actions.pop(0)
        time.sleep(0.2)
        if a.startswith("resize "):
            r, c = map(int, a.split()[1:])
            fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", r, c, 0, 0))
            os.kill(pid, 28)        # SIGWINCH, as the terminal would
        elif a.startswith("type "):
            os.write(fd, a[5:].encode().decode("unicode_escape").encode())
        time.sleep(0.3)
    r, _, _ = select.select([fd], [], [], 0.1)
    if r:
        try:
            d = os.read(fd, 4096)
        except OSError:
            break
        if not d:
            break
        out += d
for _ in range(20):                 # hung: killed, a failure, never a hang
    w, st = os.waitpid(pid, os.WNOHANG)
    if w:
        break
    time.sleep(0.1)
else:
    os.kill(pid, 9)
    _, st = os.waitpid(pid, 0)
sys.stdout.write(out.decode(errors="replace").replace("\r", ""))
print("exit %d" % (os.WEXITSTATUS(st) if os.WIFEXITED(st) else 128 + os.WTERMSIG(st)))
PY
}

out=$(drive 33 101 'test -t 0 && test -t 1 && echo stdio-is-a-tty; tty; stty size; echo $TERM')
echo "$out" | sed 's/^/# /'
check "stdin and stdout are a terminal" grep -q '^stdio-is-a-tty$' <<<"$out"
check "tty names a pty of the sandbox" grep -q '^/dev/pts/[0-9]' <<<"$out"
check "of the size of ours" grep -q '^33 101$' <<<"$out"
check "and exit 0" grep -q '^exit 0$' <<<"$out"
check "the client's terminal is restored (canonical mode again)" grep -q '^restored-icanon$' <<<"$out"

out=$(drive 24 80 'trap "echo got-int; exit 5" INT; echo ready; sleep 30 & wait' 'type \x03')
check "^C typed reaches the command (SIGINT from the line discipline)" grep -q 'got-int$' <<<"$out"
check "its exit code comes back" grep -q '^exit 5$' <<<"$out"

out=$(drive 24 80 'echo ready; read x; stty size' 'resize 40 120' 'type \r')
check "a resize reaches the command's terminal" grep -q '^40 120$' <<<"$out"

out=$(drive 24 80 'echo ready; read x; echo "got $x"' 'type hello\r')
check "typed input is read, through the sandbox's line discipline" grep -q '^got hello$' <<<"$out"

rc=0; sbxctl exec -t t1 -- true </dev/null >/dev/null 2>"$T/notty.err" || rc=$?
is "$rc" 125 "-t without a terminal exits 125 (sbxctl's own failure)"
check "saying why" grep -q 'not a terminal' "$T/notty.err"
is "$(sbxctl exec -t -d t1 -- true 2>/dev/null; echo $?)" "2" "-t with -d is bad usage"
done_testing
