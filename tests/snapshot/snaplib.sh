# tests/snapshot/snaplib.sh: helpers for the snapshot tests (source after ../lib.sh).
#
# One config per "host": $C (state $T/state) and $C2 (state $T/state2),
# both against the same store $T/store, so a test can lose a host's
# local state and come back on the other.
SNAP_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
PY=/usr/bin/python3
TREECMP=$SNAP_DIR/../fs/treecmp.py
STORE=$T/store
mkconf() {      # mkconf FILE STATE_DIR
  cat >"$1" <<INI
[sbx]
state_dir = $2
[store]
url = $STORE
INI
}
C=$T/sbx.ini;  mkconf "$C" "$T/state"
C2=$T/sbx2.ini; mkconf "$C2" "$T/state2"
ctl()  { sbxctl --config "$C" "$@"; }
ctl2() { sbxctl --config "$C2" "$@"; }
ws()   { echo "$T/state/sandboxes/$1/workspace"; }
ws2()  { echo "$T/state2/sandboxes/$1/workspace"; }
# stop every sandbox of both hosts at exit (then lib.sh unmounts leftovers)
at_exit 'for d in "$T"/state/sandboxes/* "$T"/state2/sandboxes/*; do [ -d "$d" ] || continue;
  n=${d##*/}; case $d in *state2*) ctl2 stop "$n";; *) ctl stop "$n";; esac; done'
# capture_id NAME [ARGS]: capture and print the id (the last line)
capture_id() { ctl capture "$@" | tail -1; }
# (a sandbox's own uid, [exec] uid_base.., described as the tree stores it)
manifest() { $PY "$TREECMP" manifest "$1" "$TREE_IDS"; }
# same_tree NAME A B: two manifests (or trees) are identical
same_tree() { local name=$1; if $PY "$TREECMP" diff "$2" "$3" "$TREE_IDS" >"$T/.cmp" 2>&1; then ok 0 "$name";
  else ok 1 "$name"; head -20 "$T/.cmp" | sed 's/^/# /'; fi; }
# json EXPR: EXPR of the JSON document on stdin (d), printed
json() { $PY -c "import json,sys; d=json.load(sys.stdin); print($1)"; }
ms_since() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }
