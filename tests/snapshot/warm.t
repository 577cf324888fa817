#!/bin/bash
# warm.t: after a restore on a fresh host, `sbxctl start` reads the
# workspace's files into the page cache in the background ([store] warm):
# every regular file's pages end up resident, nothing outside the mount is
# read (symlinks are not followed), FIFOs do not block it, the byte budget
# is kept, and `stop` right after `start` ends it and unmounts cleanly.
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"
command -v fincore >/dev/null || skip_all "no fincore (util-linux)"

rc 0 "create box" ctl create box
rc 0 "start box" ctl start box
W=$(ws box)
$PY - "$W" <<'PY'
import os, sys
w = sys.argv[1]
for d in range(10):
    os.makedirs(f"{w}/d{d}/sub", exist_ok=True)
    for i in range(20):
        with open(f"{w}/d{d}/sub/f{i}.txt", "wb") as f:
            f.write(os.urandom(6000) + b"%d %d\n" % (d, i))
open(f"{w}/empty", "w").close()
os.mkfifo(f"{w}/fifo")
os.symlink("/usr/share", f"{w}/outside")          # a directory off the mount
os.symlink("/etc/passwd", f"{w}/passwd")          # a file off the mount
PY
ok $? "a tree of 200 files, an empty file, a FIFO and symlinks out"
rc 0 "stop box (captures)" ctl stop box
wipe "$T/state"

t0=$(date +%s%N)
rc 0 "start on a fresh host restores box" ctl2 start box
W2=$(ws2 box)
# done: its last line written and its pid file gone (start returns before
# the prefetch wrote either: a look for the pid file alone found none yet)
for i in $(seq 200); do
  grep -q "read ahead in" "$T/state2/sandboxes/box/prefetch.log" 2>/dev/null &&
    [ ! -e "$T/state2/sandboxes/box/prefetch.pid" ] && break; sleep 0.1; done
ok $(grep -q "read ahead in" "$T/state2/sandboxes/box/prefetch.log" 2>/dev/null &&
     [ ! -e "$T/state2/sandboxes/box/prefetch.pid" ] && echo 0 || echo 1) "the background prefetch finished ($(ms_since $t0) ms)"
log=$(cat "$T/state2/sandboxes/box/prefetch.log" 2>/dev/null)
diag "prefetch.log: $log"
check "prefetch.log says 200 files were read ahead" grep -q "; 200 files (1200[0-9]* bytes) read ahead" "$T/state2/sandboxes/box/prefetch.log"
# resident pages: every file whole (6,00x bytes: 2 pages each)
res=$(find "$W2" -name 'f*.txt' -type f -print0 | xargs -0 fincore -n -b -o RES | awk '{s += $1} END {print s}')
is "$res" $((200 * 8192)) "every file's pages are in the page cache after the warm"

# a name never known: a meta.db ENOENT and "0 of 0 chunks"; a sandbox
# with no tree here (host 1's, wiped): why, not ENOENT
rc 1 "prefetch of a missing sandbox exits 1" ctl2 prefetch nosuch
is "$(cat "$T/.rc.out")" "sbxctl: prefetch nosuch: no such sandbox" "... saying no such sandbox, and nothing else"
rc 1 "prefetch of a sandbox with no tree on this host exits 1" ctl prefetch box
is "$(cat "$T/.rc.out")" "sbxctl: prefetch box: no tree of it on this host (start brings it here)" "... saying so"
ctl2 --json prefetch box >"$T/pf.json" 2>"$T/pf.err"
ok $? "sbxctl prefetch box runs again by hand"
is "$(json 'd["warm_files"]' <"$T/pf.json")" 200 "it counts 200 files, not the FIFO, the empty file or what symlinks point at"

# on a terminal, progress: files and bytes, the last line whole
if command -v script >/dev/null; then
  script -qec "$SBX_BIN/sbxctl --config '$C2' prefetch box" /dev/null >"$T/pf.tty" 2>&1
  ok $? "sbxctl prefetch box on a terminal"
  check "its progress line counts the 200 files it read ahead" grep -aq "warm: 200 files, 1.2 MB" "$T/pf.tty"
fi

# a budget: [store] warm = 30K reads ahead 5 files (6 KB each), then stops
cat >>"$C2" <<INI
warm = 30K
INI
ctl2 --json prefetch box >"$T/pf2.json" 2>"$T/pf2.err"
is "$(json 'd["warm_files"]' <"$T/pf2.json")" 5 "warm = 30K reads ahead 5 files, then stops"

# the sandbox chose the tree: 3,000 names of one file 40 directories of
# 250-byte names deep (paths of 10 KB, past PATH_MAX) are not listed, and
# the listing's memory stays bounded (it kept every path: 40 MB)
sed -i '/^warm = /d' "$C2"
$PY - "$W2" <<'PY'
import os, sys
os.chdir(sys.argv[1])
with open("one", "w") as f: f.write("x")
one = os.path.abspath("one")
for i in range(40):
    d = "d" * 246 + "%04d" % i; os.mkdir(d); os.chdir(d)
for i in range(3000): os.link(one, "l" * 240 + "%08d" % i)
PY
ok $? "3,000 links to one file, 40 directories of 250-byte names deep"
kb=$($PY - "$SBX_BIN/sbxctl" "$C2" <<'PY'
import resource, subprocess, sys
subprocess.run([sys.argv[1], "--config", sys.argv[2], "--json", "prefetch", "box"],
               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
PY
)
lim=25000; is_asan && lim=60000     # ASan's shadow and quarantine
ok $([ "${kb:-99999}" -lt $lim ] && echo 0 || echo 1) "prefetch over them peaks at ${kb} KiB (< $((lim / 1000)) MB)"

# stop right after a restoring start: the prefetch ends, the mount goes
rc 0 "stop box" ctl2 stop box
wipe "$T/state2"
rc 0 "start on a fresh host again" ctl2 start box
rc 0 "stop at once, while the prefetch may run" ctl2 stop box
ok $(grep -q " $T/state2/sandboxes/box/workspace " /proc/mounts && echo 1 || echo 0) "the workspace is unmounted"
ok $(pgrep -f "sbxctl --config $C2 prefetch box" >/dev/null && echo 1 || echo 0) "no prefetch is left running"
done_testing
