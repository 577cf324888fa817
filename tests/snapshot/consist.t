#!/bin/bash
# consist.t: capture in a loop while a writer appends records to a log and
# fsyncs them: every snapshot holds a prefix of the log made of whole
# records, and that prefix includes every record fsync'd before the
# capture began.
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"

rc 0 "create box" ctl create box
rc 0 "start box" ctl start box
W=$(ws box)
cat >"$T/writer.py" <<'PY'
import os, sys, time
log, prog, secs = sys.argv[1], sys.argv[2], float(sys.argv[3])
fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
end, i = time.time() + secs, 0
while time.time() < end:
    i += 1
    os.write(fd, b"record %08d %s\n" % (i, b"x" * (i % 300)))   # one write: whole or absent
    if i % 10 == 0:
        os.fsync(fd)
        with open(prog + ".tmp", "w") as f:
            f.write(str(i))
        os.rename(prog + ".tmp", prog)
PY
echo 0 >"$T/progress"
$PY "$T/writer.py" "$W/log" "$T/progress" 8 &
wpid=$!
n=0
while kill -0 $wpid 2>/dev/null; do
  k=$(cat "$T/progress")
  id=$(capture_id box) || break
  n=$((n+1)); echo "$id $k" >>"$T/caps"
  sleep 0.3
done
wait $wpid
ok $([ "$n" -ge 5 ] && echo 0 || echo 1) "$n captures while the writer ran"
cat >"$T/check.py" <<'PY'
import sys
import os
log, k = sys.argv[1], int(sys.argv[2])
if k == 0 and not os.path.exists(log):
    print("ok 0 0"); sys.exit(0)
lines = open(log, "rb").read().split(b"\n")
assert lines[-1] == b"", "the last record is cut"
lines = lines[:-1]
for j, l in enumerate(lines, 1):
    want = b"record %08d %s" % (j, b"x" * (j % 300))
    assert l == want, "record %d is wrong or out of order" % j
assert len(lines) >= k, "%d records, but %d were fsync'd before the capture" % (len(lines), k)
print("ok", len(lines), k)
PY
bad=0
mkdir -p "$T/mnt"
# about twelve of them, evenly spaced, the first and the last among them
while read -r id k; do
  n=c${id:0:8}
  ctl fork "$id" "$n" >/dev/null || { bad=1; continue; }
  sbxfs --meta "$T/state/sandboxes/$n/meta.db" --store "$STORE" --pidfile "$T/p.pid" "$T/mnt" || { bad=1; continue; }
  out=$($PY "$T/check.py" "$T/mnt/log" "$k" 2>&1 | tail -1)
  case $out in ok*) ;; *) bad=1; diag "$id: $out";; esac
  pid=$(cat "$T/p.pid"); fusermount3 -u "$T/mnt"
  while alive "$pid"; do sleep 0.05; done
done < <(awk -v n="$(wc -l <"$T/caps")" 'n <= 12 || (NR - 1) % int((n + 10) / 11) == 0 || NR == n' "$T/caps")
ok $bad "every snapshot holds a whole-record prefix with everything fsync'd before it began"

# Two captures of one sandbox at once: they land in the order their trees
# were read.  The first pauses just before its ref is written (a test
# hook) with v1 read; the second, begun after v2 is written, must not
# land under it.
echo v1 >"$W/order"
# (held there until the second waits for the capture lock)
SBX_DEBUG=1 SBX_TEST_CAPTURE_PAUSE_MS=30000 SBX_TEST_CAPTURE_GO=$T/go.first \
  ctl capture box --label first >"$T/first.out" 2>&1 & p1=$!
wait_for grep -q "capture: lease checked" "$T/first.out"
echo v2 >"$W/order"
( ctl capture box --label second >"$T/second.out" 2>&1; echo $? >"$T/second.rc" ) & p2=$!
wait_for lock_waited "$T/state/locks/box.capture"
touch "$T/go.first"; wait $p2
is "$(cat "$T/second.rc")" 0 "a second capture while the first is in flight"
wait $p1; ok $? "the first capture lands too"
is "$(ctl --json snapshots box | $PY -c 'import json,sys; print(" ".join(s["label"] for s in json.load(sys.stdin)[-2:]))')" \
  "first second" "the capture begun later lands later"
last=$(ctl --json snapshots box | $PY -c 'import json,sys; print(json.load(sys.stdin)[-1]["id"])')
rc 0 "fork the latest snapshot" sh -c "sbxctl --config '$C' fork '$last' ord && sbxctl --config '$C' start ord"
is "$(cat "$(ws ord)/order" 2>&1)" v2 "... it holds the later tree (v2)"

# ---- written, not closed, not fsync'd ----
# A server keeps its log open and writes without fsync; a file mapped,
# written through the mapping and closed with the mapping still dirty.
# Under the writeback cache those pages stay in the kernel (up to 30 s):
# the capture's fsync of the root made sbxfs commit what it had, not
# them, so the snapshot held the file empty (and a stop captured before
# the unmount wrote them back: on another host, they were gone).
cat >"$T/holder.py" <<'PY'
import mmap, os, sys, time
fd = os.open(sys.argv[1] + "/open.log", os.O_CREAT | os.O_WRONLY, 0o644)
os.write(fd, b"kept open, not synced\n" * 100)
m = os.open(sys.argv[1] + "/mapped", os.O_CREAT | os.O_RDWR, 0o644)
os.ftruncate(m, 8192)
mm = mmap.mmap(m, 8192)
os.close(m)
mm[0:12] = b"mapped bytes"
open(sys.argv[2], "w").close()
time.sleep(30)
PY
rm -f "$T/held"
$PY "$T/holder.py" "$W" "$T/held" & hpid=$!
at_exit "kill $hpid 2>/dev/null"
wait_for test -e "$T/held"
held=$(capture_id box --label held)
kill $hpid; wait $hpid 2>/dev/null
rc 0 "fork the snapshot taken while the file was open" sh -c "sbxctl --config '$C' fork '$held' heldf && sbxctl --config '$C' start heldf"
is "$(wc -c <"$(ws heldf)/open.log" 2>&1)" 2200 "... it holds the bytes written to a file still open"
is "$(head -c 12 "$(ws heldf)/mapped" 2>&1)" "mapped bytes" "... and those written through a mapping after close"
done_testing
