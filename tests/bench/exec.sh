#!/usr/bin/env bash
# tests/bench/exec.sh: the executor's round trip, side by side with bwrap.
#
#   tests/bench/exec.sh [RUNS]          (default 30; BENCH_RUNS too)
#   SBX_BIN_BEFORE=DIR tests/bench/exec.sh [RUNS]
#
# With SBX_BIN_BEFORE (another build's bin/, e.g. of the commit before a
# change), a second sandbox runs on that build and every measurement
# below takes it in turn with the others: before and after side by side
# in one run, under the same load.
#
# 1. `sbxctl exec NAME -- true` on a running sandbox, one at a time;
# 2. `bwrap` running true with the same namespaces (mount, pid, net, ipc,
#    uts), the same read-only binds, /proc, /dev, a tmpfs /tmp, the
#    workspace bound at /workspace and the same unprivileged uid;
#    and the executor's part alone: the protocol round trip of exec true
#    from one long-lived client (no sbxctl start-up, catalog or audit);
# 3. 100 concurrent `sbxctl exec NAME -- true`, and 100 concurrent bwraps
#    (three rounds each, the median round).
# 1 and 2 run in turn (one of each, RUNS times), 3 too, so that the load
# of a shared machine weighs on both alike.  Prints medians (and p90) in
# milliseconds.  Needs root and bubblewrap.
# The sandbox is started with `sbxctl start` (sbxfs + sbxexec), or with
# sbxexec alone on a plain directory when sbxfs cannot mount.
source "$(dirname "${BASH_SOURCE[0]}")/../seal.sh"
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
SBX_BIN=${SBX_BIN:-$ROOT/bin}
RUNS=${1:-${BENCH_RUNS:-30}}
PATH=$SBX_BIN:/usr/bin:$PATH
[ "$(id -u)" = 0 ] || { echo "exec.sh: needs root" >&2; exit 1; }
command -v bwrap >/dev/null || { echo "exec.sh: needs bwrap (apt-get install bubblewrap)" >&2; exit 1; }

T=$(mktemp -d /tmp/sbx-bench-exec.XXXXXX)
export SBX_CONFIG=$T/sbx.ini
printf '[sbx]\nstate_dir = %s/state\n[store]\nurl = %s/store\n' "$T" "$T" > "$SBX_CONFIG"
BEFORE=${SBX_BIN_BEFORE:-}
OLD_CONFIG=$T/old.ini           # the before build: its own state, the same store
printf '[sbx]\nstate_dir = %s/old\n[store]\nurl = %s/store\n' "$T" "$T" > "$OLD_CONFIG"
old() { SBX_CONFIG=$OLD_CONFIG "$BEFORE/sbxctl" "$@"; }
DIRECT_PID=
cleanup() {
  sbxctl stop bench >/dev/null 2>&1
  [ -n "$BEFORE" ] && old stop bench >/dev/null 2>&1
  [ -n "$DIRECT_PID" ] && kill "$DIRECT_PID" 2>/dev/null && sleep 0.3
  grep -o " $T[^ ]*" /proc/mounts | sort -r | while read -r m; do umount -l "$m"; done
  wipe "$T"         # sealed mountpoints: tests/seal.sh
}
trap cleanup EXIT
sbxctl create bench >/dev/null || exit 1
mode="sbxfs workspace"
if ! sbxctl start bench >/dev/null 2>&1; then
  mode="plain-directory workspace (sbxfs did not mount)"
  setsid sbxexec --config "$SBX_CONFIG" --state "$T/state/sandboxes/bench" >"$T/sbxexec.log" 2>&1 </dev/null &
  DIRECT_PID=$!
  for i in $(seq 100); do sbxctl ps bench >/dev/null 2>&1 && break; sleep 0.05; done
fi
if [ -n "$BEFORE" ]; then
  { old create bench && old start bench; } >/dev/null 2>&1 ||
    { echo "exec.sh: the before build ($BEFORE) could not start a sandbox" >&2; exit 1; }
fi
WS=$T/state/sandboxes/bench/workspace

BWRAP=(bwrap --unshare-user --unshare-pid --unshare-net --unshare-ipc --unshare-uts
  --uid 65534 --gid 65534 --die-with-parent --new-session --cap-drop ALL
  --ro-bind /usr /usr --symlink usr/bin /bin --symlink usr/sbin /sbin
  --symlink usr/lib /lib --symlink usr/lib64 /lib64
  --ro-bind /etc/ld.so.cache /etc/ld.so.cache --proc /proc --dev /dev --tmpfs /tmp
  --bind "$WS" /workspace --chdir /workspace --clearenv
  --setenv PATH /usr/bin:/bin --setenv HOME /workspace)

# time_one CMD...: milliseconds of one run
time_one() {
  local t0=$EPOCHREALTIME
  "$@" </dev/null >/dev/null 2>&1 || echo "exec.sh: failed: $*" >&2
  local t1=$EPOCHREALTIME
  echo "$t0 $t1" | awk '{printf "%.2f\n", ($2 - $1) * 1000}'
}

# stats FILE: median p90
stats() { sort -n "$1" | awk '{a[NR]=$1} END {m=a[int((NR+1)/2)]; p=a[int(NR*0.9+0.999)]; printf "%8.2f %8.2f", m, p}'; }

# side by side: one run of each in turn, so that a change of load on a
# shared machine weighs on both alike
side_by_side() {
  sbxctl exec bench -n -- true </dev/null >/dev/null 2>&1      # warm up
  "${BWRAP[@]}" -- /usr/bin/true </dev/null >/dev/null 2>&1
  [ -n "$BEFORE" ] && old exec bench -n -- true </dev/null >/dev/null 2>&1
  : > "$T/sbx"; : > "$T/bwrap"; : > "$T/sbx_old"
  for _ in $(seq "$RUNS"); do
    [ -n "$BEFORE" ] && time_one old exec bench -n -- true >> "$T/sbx_old"
    time_one sbxctl exec bench -n -- true >> "$T/sbx"
    time_one "${BWRAP[@]}" -- /usr/bin/true >> "$T/bwrap"
  done
}

concurrent() {  # concurrent N CMD...: ms for N at once
  local n=$1; shift
  local t0=$EPOCHREALTIME i fails=0
  local pids=()
  for ((i = 0; i < n; i++)); do "$@" </dev/null >/dev/null 2>&1 & pids+=($!); done
  for p in "${pids[@]}"; do wait "$p" || fails=$((fails + 1)); done
  local t1=$EPOCHREALTIME
  [ "$fails" = 0 ] || echo "exec.sh: $fails of $n failed: $*" >&2
  echo "$t0 $t1" | awk '{printf "%.1f", ($2 - $1) * 1000}'
}

# the executor alone: one long-lived client, one request per connection;
# with a before build, its executor in turn (first, then ours)
SOCKS=("$T/state/sandboxes/bench/exec/sock")
[ -n "$BEFORE" ] && SOCKS=("$T/old/sandboxes/bench/exec/sock" "${SOCKS[@]}")
/usr/bin/python3 - "$RUNS" "$T/proto" "${SOCKS[@]}" <<'PY'
import json, socket, sys, threading, time
runs, out, paths = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
def once(path):
    s = socket.socket(socket.AF_UNIX); s.connect(path)
    s.sendall(b'{"op":"exec","argv":["true"],"version":1}\n')
    for line in s.makefile():
        if json.loads(line).get("ev") == "exit": break
    s.close()
def hundred(path):
    t0 = time.perf_counter()
    ts = [threading.Thread(target=once, args=(path,)) for _ in range(100)]
    for t in ts: t.start()
    for t in ts: t.join()
    return (time.perf_counter() - t0) * 1000
for p in paths: once(p)
one = {p: open("%s.%d" % (out, i), "w") for i, p in enumerate(paths)}
for _ in range(runs):
    for p in paths:
        t0 = time.perf_counter(); once(p); print("%.2f" % ((time.perf_counter() - t0) * 1000), file=one[p])
conc = {p: [] for p in paths}
for _ in range(3):
    for p in paths: conc[p].append(hundred(p))
for i, p in enumerate(paths):
    open("%s.c%d" % (out, i), "w").write("%.1f" % sorted(conc[p])[1])
PY
last=$(( ${#SOCKS[@]} - 1 ))
cp "$T/proto.$last" "$T/proto"; c_proto=$(cat "$T/proto.c$last")
[ -n "$BEFORE" ] && { cp "$T/proto.0" "$T/old_proto"; c_old_proto=$(cat "$T/proto.c0"); }
side_by_side
# 100 at once, three rounds each, in turn; the median round
for _ in 1 2 3; do
  if [ -n "$BEFORE" ]; then concurrent 100 old exec bench -n -- true >> "$T/c_old"; echo >> "$T/c_old"; fi
  concurrent 100 sbxctl exec bench -n -- true >> "$T/c_sbx"; echo >> "$T/c_sbx"
  concurrent 100 "${BWRAP[@]}" -- /usr/bin/true >> "$T/c_bwrap"; echo >> "$T/c_bwrap"
done
c_sbx=$(sort -n "$T/c_sbx" | sed -n 2p)
c_bwrap=$(sort -n "$T/c_bwrap" | sed -n 2p)
[ -n "$BEFORE" ] && c_old=$(sort -n "$T/c_old" | sed -n 2p)

echo "exec round trip, $RUNS runs each; $mode; $(nproc) cores, $(uname -r)"
printf "%-44s %8s %8s\n" "" "median" "p90"
if [ -n "$BEFORE" ]; then
  printf "%-44s\n" "before ($BEFORE):"
  printf "%-44s %s ms\n" "sbxctl exec NAME -- true" "$(stats "$T/sbx_old")"
  printf "%-44s %s ms\n" "  of which sbxexec (protocol round trip)" "$(stats "$T/old_proto")"
  printf "%-44s %8s ms\n" "100 concurrent sbxctl exec -- true (wall)" "$c_old"
  printf "%-44s %8s ms\n" "  of which sbxexec (100 protocol clients)" "$c_old_proto"
  printf "%-44s\n" "now ($SBX_BIN):"
fi
printf "%-44s %s ms\n" "sbxctl exec NAME -- true" "$(stats "$T/sbx")"
printf "%-44s %s ms\n" "  of which sbxexec (protocol round trip)" "$(stats "$T/proto")"
printf "%-44s %s ms\n" "bwrap (same namespaces and binds) true" "$(stats "$T/bwrap")"
printf "%-44s %8s ms\n" "100 concurrent sbxctl exec -- true (wall)" "$c_sbx"
printf "%-44s %8s ms\n" "  of which sbxexec (100 protocol clients)" "$c_proto"
printf "%-44s %8s ms\n" "100 concurrent bwrap true (wall)" "$c_bwrap"
