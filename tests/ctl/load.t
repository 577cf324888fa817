#!/bin/bash
# load.t: a small run of tests/bench/turns.sh (6 sandboxes, 48 turns, 8
# clients, limit 4; LOAD_ARGS overrides): every turn ends, nothing is
# lost, the limit and one turn per sandbox hold, no deadlock.  The full
# size (20 sandboxes, 200 turns) is `tests/bench/turns.sh`.
source "$(dirname "$0")/../lib.sh"
need_root
out=$T/load.out
BENCH_TIMEOUT=300 "$(dirname "$0")/../bench/turns.sh" ${LOAD_ARGS:-6 48 8 4} >"$out" 2>&1
r=$?
sed 's/^/# /' "$out"
is "$r" 0 "turns.sh: every turn ended, nothing lost, limits held, no deadlock"
check "it printed the admission wait" grep -q "admission wait: p50" "$out"
done_testing
