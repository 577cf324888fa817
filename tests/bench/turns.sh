#!/usr/bin/env bash
# tests/bench/turns.sh: a bounded load test of turn admission.
#
#   tests/bench/turns.sh [SANDBOXES TURNS CLIENTS LIMIT]   (default 20 200 8 4)
#
# SANDBOXES sandboxes, TURNS turns from CLIENTS concurrent clients (each
# takes TURNS/CLIENTS turns on sandboxes picked at random), with
# [limits] max_running_turns = LIMIT.  Each turn: turn begin --wait,
# one exec --turn that appends a line to a file, turn end (which captures).
# Checks: every turn ended or says why, nothing lost (each sandbox's file
# has one line per ended turn), never more than LIMIT at once, never two
# in a sandbox, no deadlock (a time bound: BENCH_TIMEOUT, 600 s).  Prints
# the p50/p99 admission wait (queued -> admitted) and turns per second.
# Exit 0 when every check holds.  Needs root (FUSE, namespaces).
source "$(dirname "${BASH_SOURCE[0]}")/../seal.sh"
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
SBX_BIN=${SBX_BIN:-$ROOT/bin}
PATH=$SBX_BIN:/usr/bin:$PATH
NS=${1:-20} NT=${2:-200} NC=${3:-8} LIMIT=${4:-4}
TIMEOUT=${BENCH_TIMEOUT:-600}
[ "$(id -u)" = 0 ] || { echo "turns.sh: needs root" >&2; exit 1; }

T=$(mktemp -d /tmp/sbx-bench-turns.XXXXXX)
export SBX_CONFIG=$T/sbx.ini
cat >"$SBX_CONFIG" <<INI
[sbx]
state_dir = $T/state
[store]
url = $T/store
[limits]
max_running_turns = $LIMIT
idle_timeout = 0
INI
cleanup() {
  for i in $(seq "$NS"); do sbxctl stop "lt$i" >/dev/null 2>&1 & done; wait
  grep -o " $T[^ ]*" /proc/mounts | sort -r | while read -r m; do fusermount3 -uz "$m" 2>/dev/null; done
  wipe "$T"         # sealed mountpoints: tests/seal.sh
}
trap cleanup EXIT

sbxctl tenant create load >/dev/null || exit 1
for i in $(seq "$NS"); do sbxctl create "lt$i" --tenant load >/dev/null || exit 1; done
echo "turns.sh: $NS sandboxes, $NT turns, $NC clients, limit $LIMIT"

client() {      # client K: its share of turns; one line per turn in $T/r.K
  local k=$1 n=$2 j s id r
  RANDOM=$((k * 7919))
  for j in $(seq "$n"); do
    s=lt$(( RANDOM % NS + 1 ))
    id=$(sbxctl turn begin "$s" --wait "$TIMEOUT" 2>>"$T/c.$k.err" | tail -1)
    if [ -z "$id" ]; then echo "$s - not-admitted" >>"$T/r.$k"; continue; fi
    sbxctl exec --turn "$id" "$s" -- sh -c "echo $id >> turns.log" </dev/null >/dev/null 2>>"$T/c.$k.err"
    r=$?
    sbxctl turn end "$id" >/dev/null 2>>"$T/c.$k.err" || r=end-failed
    echo "$s $id $r" >>"$T/r.$k"
  done
}
t0=$(date +%s.%N)
per=$(( NT / NC ))
pids=()
for k in $(seq "$NC"); do client "$k" $(( k == NC ? NT - per * (NC - 1) : per )) & pids+=($!); done
deadline=$(( $(date +%s) + TIMEOUT ))
for p in "${pids[@]}"; do
  while kill -0 "$p" 2>/dev/null; do
    if [ "$(date +%s)" -gt "$deadline" ]; then echo "turns.sh: DEADLOCK? clients still running after ${TIMEOUT}s"; exit 1; fi
    sleep 0.5
  done
done
wait
t1=$(date +%s.%N)

cat "$T"/r.* >"$T/all"
sbxctl --json turn list >"$T/turns.json"
for i in $(seq "$NS"); do
  printf 'lt%s ' "$i"; sbxctl exec "lt$i" -- sh -c 'cat turns.log 2>/dev/null | wc -l' </dev/null 2>/dev/null
done >"$T/lines"
python3 - "$T" "$NT" "$LIMIT" "$t0" "$t1" <<'PY'
import json, sys
T, nt, limit, t0, t1 = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5])
rows = [l.split() for l in open(T + "/all")]
turns = json.load(open(T + "/turns.json"))
lines = dict(l.split() for l in open(T + "/lines"))
bad = []
if len(rows) != nt:
    bad.append("clients reported %d turns of %d" % (len(rows), nt))
notok = [r for r in rows if r[2] != "0"]
if notok:
    bad.append("%d turns did not complete: %s" % (len(notok), notok[:5]))
ended = [t for t in turns if t["state"] == "ended"]
per = {}
for t in ended:
    per[t["sandbox"]] = per.get(t["sandbox"], 0) + 1
for s, n in sorted(per.items()):
    if int(lines.get(s, -1)) != n:
        bad.append("%s: %s lines for %d ended turns (lost writes)" % (s, lines.get(s), n))
ran = [t for t in turns if t["started"]]
ev = sorted([(t["started"], 1) for t in ran] + [(t["ended"], -1) for t in ran])
cur = peak = 0
for _, d in ev:
    cur += d
    peak = max(peak, cur)
if peak > limit:
    bad.append("peak %d running turns > limit %d" % (peak, limit))
for s in per:
    iv = sorted((t["started"], t["ended"]) for t in ran if t["sandbox"] == s)
    if any(b[0] < a[1] for a, b in zip(iv, iv[1:])):
        bad.append("%s: two turns overlapped" % s)
waits = sorted(t["waited_ms"] for t in ran)
q = lambda p: waits[min(len(waits) - 1, int(p * len(waits)))] if waits else -1
states = {}
for t in turns:
    states[t["state"]] = states.get(t["state"], 0) + 1
print("turns: %d ended of %d; states %s; peak running %d (limit %d)" %
      (len(ended), nt, states, peak, limit))
print("admission wait: p50 %d ms, p99 %d ms, max %d ms" % (q(0.50), q(0.99), waits[-1] if waits else -1))
print("wall %.1f s, %.2f turns/s" % (t1 - t0, len(ended) / (t1 - t0)))
for b in bad:
    print("FAIL: " + b)
sys.exit(1 if bad else 0)
PY
