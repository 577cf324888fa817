#!/bin/bash
# audit.t: every command that changes a sandbox or runs in it leaves one
# row in its history (tools/README.md "history"): capture, kill, restore,
# snapshot-delete, start, fork and import too, not only create, exec and
# stop; a fork's and an import's history starts with it; a rollback is one
# row (its restore is not a second).
source "$(dirname "$0")/../lib.sh"
need_root
PATH=$SBX_BIN:/usr/bin:$PATH
C=$T/sbx.ini
cat >"$C" <<INI
[sbx]
state_dir = $T/state
[store]
url = $T/store
[snapshot]
capture_interval = 0
INI
ctl() { sbxctl --config "$C" "$@"; }
at_exit "for n in h h2 h3; do sbxctl --config '$C' stop \$n; done"
# rows NAME TEXT: how many rows of NAME's history have a command that
# starts with TEXT
rows() { ctl --json history "$1" | TEXT="$2" python3 -c "import json,os,sys
print(sum(r['command'].startswith(os.environ['TEXT']) for r in json.load(sys.stdin)))"; }
# first NAME: the command of NAME's first row
first() { ctl --json history "$1" | python3 -c "import json,sys
h=json.load(sys.stdin); print(h[0]['command'] if h else '')"; }

check "create h" ctl create h
check "write v1" ctl exec h -- sh -c 'echo v1 > f'
s1=$(ctl capture h --label one 2>/dev/null | tail -1)
is "$(rows h "capture h --label one")" 1 "capture is in the history"
check "write v2" ctl exec h -- sh -c 'echo v2 > f'
s2=$(ctl capture h 2>/dev/null | tail -1)
id=$(ctl exec -d h -- sleep 100 2>/dev/null | tail -1)
check "kill a detached command" ctl kill h "$id"
is "$(rows h "kill h $id")" 1 "kill is in the history"
check "restore h to the first snapshot" ctl restore h "$s1"
is "$(rows h "restore h $s1")" 1 "restore is in the history"
is "$(ctl exec h -- cat f 2>/dev/null)" "v1" "... and it did restore"
check "snapshot-delete" ctl snapshot-delete h "$s2"
is "$(rows h "snapshot-delete h $s2")" 1 "snapshot-delete is in the history"
check "stop h" ctl stop h
check "start h" ctl start h
is "$(rows h "start h")" 1 "start is in the history"
is "$(rows h "stop h")" 1 "stop is in the history (as before)"

check "fork h2 from the first snapshot" ctl fork "$s1" h2
is "$(first h2)" "fork $s1 h2" "the fork's history starts with the fork"
check "export the first snapshot" ctl export h "$s1" "$T/x.sbx"
check "import it as h3" ctl import "$T/x.sbx" h3
is "$(first h3)" "import $T/x.sbx h3" "the import's history starts with the import"

# a rollback restores through restore: one row, the rollback's
t=$(ctl turn begin h 2>/dev/null | tail -1)
check "a turn's exec" ctl exec --turn "$t" h -- sh -c 'echo v3 > f'
check "turn end" ctl turn end "$t"
n=$(rows h "restore ")
check "rollback" ctl rollback h --turn "$t"
is "$(rows h "rollback h --turn $t")" 1 "rollback is in the history"
is "$(rows h "restore ")" "$n" "... once: its restore adds no row of its own"

done_testing
