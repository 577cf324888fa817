#!/bin/bash
# audit.t: every command that changes a sandbox or runs in it leaves one
# row in its history (tools/README.md "history"): capture, kill, restore,
# snapshot-delete, start, fork, import, prune and reap's turn timeout and
# boot wake too, not only create, exec and stop; a fork's and an import's
# history starts with it; a rollback is one row (its restore is not a
# second).
# tenant delete and agent delete: refused while the tenant has sandboxes
# or agents (here, or another host's in the store), while the agent's
# sandbox has a turn, or another host's record names the agent; an agent
# deleted is detached and its sandbox's record in the store says so;
# both are in history --tenant/--agent (and the sandbox's).
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
at_exit "for n in h h2 h3 sa; do sbxctl --config '$C' stop \$n; done; sbxctl --config '$T/sbx2.ini' stop sb"
# rows NAME TEXT: how many rows of NAME's history have a command that
# starts with TEXT
rows() { ctl --json history "$1" | TEXT="$2" python3 -c "import json,os,sys
print(sum(r['command'].startswith(os.environ['TEXT']) for r in json.load(sys.stdin)))"; }
rows_of() { "$1" --json history "$2" | TEXT="$3" python3 -c "import json,os,sys
print(sum(r['command'].startswith(os.environ['TEXT']) for r in json.load(sys.stdin)))"; }
# first NAME: the command of NAME's first row
first() { ctl --json history "$1" | python3 -c "import json,sys
h=json.load(sys.stdin); print(h[0]['command'] if h else '')"; }

check "create h" ctl create h
check "write v1" ctl exec h -- sh -c 'echo v1 > f'
# each argument as the shell reads it back (they were joined bare: this
# row and `sh -c echo v1 '>' f` were one text)
ctl exec h -- printf '%s\n' "it's" '' 'a b' é -x >/dev/null 2>&1
is "$(ctl --json history h | python3 -c "import json,shlex,sys
print([shlex.split(r['command']) for r in json.load(sys.stdin)][-2:])")" \
  "[['exec', 'h', '--', 'sh', '-c', 'echo v1 > f'], ['exec', 'h', '--', 'printf', '%s\\\\n', \"it's\", '', 'a b', 'é', '-x']]" \
  "history: each argument quoted as shlex.quote does, read back as it was"
ctl exec --env "TOKEN=hunter2 it's" h -- true >/dev/null 2>&1
is "$(ctl --json history h | python3 -c "import json,sys
print([r['command'] for r in json.load(sys.stdin) if 'TOKEN' in r['command'] or 'hunter2' in r['command']])")" \
  "[\"exec --env 'TOKEN=***' h -- true\"]" "... an --env value is masked, its name kept"
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
# history --json tells a running exec from a lost one (both were "exit": null)
sbxctl --config "$C" exec h -- sh -c 'sleep 30 # histlost' >/dev/null 2>&1 & lp=$!
sbxctl --config "$C" exec h -- sh -c 'sleep 30 # histrun' >/dev/null 2>&1 & rp=$!
hstate() { ctl --json history h | W="$1" python3 -c "import json,os,sys
print(' '.join('%s:%s' % (r.get('state'), r['exit']) for r in json.load(sys.stdin) if r['command'].endswith(os.environ['W'])))"; }
both() { [ "$(hstate "histlost'")" ] && [ "$(hstate "histrun'")" ]; }
check "both execs are in the history" wait_for both
kill -9 $lp; wait $lp 2>/dev/null
is "$(hstate "histlost'")" "lost:None" "history --json: an exec whose client died is state lost"
is "$(hstate "histrun'")" "running:None" "... one still running, state running"
kill -TERM $rp; wait $rp 2>/dev/null
ctl exec h -- pkill -f 'sleep 30' >/dev/null 2>&1
is "$(hstate "stop h")" "done:0" "... an ended one, state done, with its exit"

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

# prune: a row for the sandbox whose snapshots it removed, none for a dry run
check "prune h --dry-run" ctl prune h --keep-last 1 --dry-run
is "$(rows h "prune")" 0 "a dry run changes nothing: no row"
check "prune h" ctl prune h --keep-last 1
grep -q remove "$T/.out"; ok $? "... removed snapshots"
is "$(rows h "prune h --keep-last 1")" 1 "prune is in the history"

# a usage error of exec ran nothing: no row, also on a ready sandbox
# (the journal's path recorded "exec h --timeot 3 -- true" with exit 2)
nrows() { ctl --json history "$1" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))'; }
check "h is ready" ctl exec h -- true
n=$(nrows h)
rc 2 "exec h --timeot 3 -- true: usage" ctl exec h --timeot 3 -- true
rc 2 "exec h --: usage" ctl exec h --
rc 2 "exec h ls (no --): usage" ctl exec h ls
rc 2 "exec h --timeout abc: usage" ctl exec h --timeout abc -- true
ctl exec -t h -- true </dev/null >/dev/null 2>&1
is "$(nrows h)" "$n" "... none of them, nor exec -t with no terminal, is in the history"

# the audit keeps a command's first 4 KiB, cut on a character, and its
# full length: 20 execs of a 100 KB argument grew catalog.db by 2 MB,
# kept after the sandbox's delete (the journal, the catalog's path)
catsize() { /usr/bin/python3 -c 'import os,sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute("PRAGMA wal_checkpoint(TRUNCATE)"); c.close(); print(os.path.getsize(sys.argv[1]))' "$T/state/catalog.db"; }
big="printf %s '$(printf 'é%.0s' $(seq 50000))' >/dev/null"
ctl list >/dev/null
s0=$(catsize)
for i in $(seq 20); do ctl exec h -- sh -c "$big" || break; done
t=$(ctl turn begin h 2>/dev/null | tail -1)
ctl exec --turn "$t" h -- sh -c "$big"
ctl turn cancel "$t" >/dev/null 2>&1
is "$(ctl --json history h | BIG="$big" python3 -c "import json,os,shlex,sys
full = len(shlex.join(['exec', 'h', '--', 'sh', '-c', os.environ['BIG']]).encode())
full_t = full + len(' --turn $t'.encode())
rows = [r for r in json.load(sys.stdin) if 'sh -c \'printf %s \'\"\'\"\'\u00e9' in r['command']]
ok = [r for r in rows if len(r['command'].encode()) <= 4096 + 32 and '\ufffd' not in r['command']
      and 'command_b64' not in r and r['command'].endswith(' ... (%d bytes)' % (full_t if 'turn' in r['command'][:12] else full))]
print(len(rows), len(ok))")" "21 21" "a 100 KB command's history row is its first 4 KiB, cut on a character, and its length"
d=$(( $(catsize) - s0 ))
[ "$d" -lt 524288 ]; ok $? "... so 21 of them grow catalog.db by far less than their 2 MB (by $d bytes)"
# and it joins only what it keeps: 100,000 arguments (the executor
# refused them; sbxctl now, past 4,095: basic.t) were joined whole with
# strcat, each scanning the line so far, 0.7 s of CPU before the row;
# its length still whole.  (Its check of the join's growth went with the
# bound: 4,000 arguments of 50 bytes, the most a command carries, cost
# too little to tell a linear join from a quadratic one under load.)
rc 0 "an exec of 4,000 arguments of 50 bytes (200 KB) runs" ctl exec h -- true $(seq -f "%049g" 4000)
many=$(seq -f "%049g" 4000 | tr '\n' ' ')
is "$(ctl --json history h | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["command"].rsplit(" ... ", 1)[-1])')" \
  "($(( 15 + ${#many} - 1 )) bytes)" "... and its row says its full length"

# ---- tenant delete, agent delete ----
C2=$T/sbx2.ini          # a second host: its own state, the same store
sed "s|$T/state|$T/state2|" "$C" >"$C2"
ctl2() { sbxctl --config "$C2" "$@"; }
json() { python3 -c "import json,sys; d=json.load(sys.stdin); print($1)"; }
check "help shows tenant delete and agent delete" sh -c \
  "sbxctl help | grep -q 'create T | delete T | list' && sbxctl help | grep -q 'create A --tenant T | delete A | list'"
check "tenant create acme" ctl tenant create acme
check "create sa in acme" ctl create sa --tenant acme
check "agent al of acme" ctl agent create al --tenant acme
rc 1 "tenant delete of no such tenant: exit 1" ctl tenant delete nope
grep -q "no such tenant" "$T/.rc.out"; ok $? "... saying there is no such tenant"
rc 1 "tenant delete acme refused while it has a sandbox and an agent" ctl tenant delete acme
grep -q "refused: the tenant has sandboxes sa; agents al" "$T/.rc.out"; ok $? "... naming them"
check "acme is still a tenant" sh -c "sbxctl --config '$C' tenant list | grep -qx acme"
rc 2 "agent delete of a bad name: usage" ctl agent delete ../x
check "attach sa al" ctl attach sa al
t=$(ctl turn begin sa 2>/dev/null | tail -1)
rc 1 "agent delete al refused while sa has a running turn" ctl agent delete al
grep -q "turn $t of sandbox sa" "$T/.rc.out"; ok $? "... naming the turn"
check "al is still attached" sh -c "sbxctl --config '$C' agent list | grep -q '^al .*acme .*sa$'"
check "turn end" ctl turn end "$t"
rc 0 "agent delete al" ctl agent delete al
grep -q "deleted agent al (detached from sa)" "$T/.rc.out"; ok $? "... saying it detached sa"
check_fails "agent list no longer has al" sh -c "sbxctl --config '$C' agent list | grep -q '^al '"
is "$(ctl --json status sa | json 'd["agent"]')" "" "sa has no agent"
is "$(json 'd["agent"]' <"$T/store/refs/catalog/sa")" "" "sa's record in the store has no agent either"
rc 1 "agent delete al again: no such agent" ctl agent delete al
is "$(rows sa "agent delete al")" 1 "the agent delete is in the history of the sandbox it left"
is "$(ctl --json history --agent al | json '" ".join("%s:%s" % (r["command"], r["exit"]) for r in d)')" \
   "agent create al --tenant acme:0 agent delete al:1 agent delete al:0 agent delete al:1" \
   "history --agent: the agent's create and deletes, with their exits"
check "agent create al2 and attach sa to it" sh -c "sbxctl --config '$C' agent create al2 --tenant acme && sbxctl --config '$C' attach sa al2"
check "agent delete al2 (detaches sa)" ctl agent delete al2
rc 1 "tenant delete acme still refused: sa is of it" ctl tenant delete acme
grep -q "sandboxes sa" "$T/.rc.out"; ok $? "... naming sa"
check "stop sa" ctl stop sa
check "delete sa" ctl delete sa
is "$(ctl --json tenant delete acme 2>&1)" '{"tenant":"acme","result":"deleted"}' "tenant delete --json, once empty"
check_fails "tenant list no longer has acme" sh -c "sbxctl --config '$C' tenant list | grep -qx acme"
is "$(ctl --json history --tenant acme | json '" ".join(str(r["exit"]) for r in d)')" "0 1 1 0" \
   "history --tenant: its create, the refused deletes and the delete"

# another host's sandbox, known here only by its record in the store
check "host 2: create sb in tenant beta" sh -c "sbxctl --config '$C2' tenant create beta && sbxctl --config '$C2' create sb --tenant beta"
check "host 2: attach sb to bob" sh -c "sbxctl --config '$C2' agent create bob --tenant beta && sbxctl --config '$C2' attach sb bob"
check "host 2: start and stop sb (a snapshot: adoptable here)" sh -c "sbxctl --config '$C2' start sb && sbxctl --config '$C2' stop sb"
check "tenant create beta here" ctl tenant create beta
check "agent create bob here" ctl agent create bob --tenant beta
rc 1 "agent delete bob refused: host 2's record of sb names it" ctl agent delete bob
grep -q "record of sb names it" "$T/.rc.out"; ok $? "... naming sb"
check "detach sb here (adopts it by its record, rewrites it)" ctl detach sb
is "$(json 'd["agent"]' <"$T/store/refs/catalog/sb")" "" "sb's record has no agent"
rc 0 "agent delete bob, once no record names it" ctl agent delete bob
check "delete sb here" ctl delete sb
check "host 2: create sc in tenant beta" ctl2 create sc --tenant beta
rc 1 "tenant delete beta refused: the store holds host 2's sandbox sc" ctl tenant delete beta
grep -q "sandboxes sc" "$T/.rc.out"; ok $? "... naming sc"
check "host 2: delete sc" ctl2 delete sc
rc 0 "tenant delete beta once the store holds none" ctl tenant delete beta

# the host service's changes: a turn ended for its timeout, a wake at boot
C3=$T/sbx3.ini
printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s\n[limits]\nturn_timeout = 1\nidle_timeout = 0\n' \
  "$T/state3" "$T/store3" >"$C3"
ctl3() { sbxctl --config "$C3" "$@"; }
at_exit "sbxctl --config '$T/sbx3.ini' stop r1"
check "r1: create" ctl3 create r1
t=$(ctl3 turn begin r1 2>/dev/null | tail -1)
sleep 2
check "reap ends the turn for its timeout" sh -c "sbxctl --config '$C3' reap | grep -q 'turn $t of r1: timeout'"
is "$(ctl3 --json history r1 | json '[(r["command"], r["turn"]) for r in d if r["command"].startswith("reap:")]')" \
   "[('reap: turn timeout', $t)]" "the timeout is in r1's history, with its turn"
kill -9 "$(cat "$T/state3/sandboxes/r1/sbxfs.pid")" 2>/dev/null
wait_for eval "! alive $(cat "$T/state3/sandboxes/r1/sbxfs.pid" 2>/dev/null)"
check "reap --boot wakes r1, ready with its sbxfs gone" sh -c "sbxctl --config '$C3' reap --boot | grep -q 'woke r1'"
is "$(rows_of ctl3 r1 "reap: wake")" 1 "the wake at boot is in r1's history"

# a name made again: its history is the new sandbox's own, not the rows
# of the one deleted before it (another tenant's here, its exec argv
# too); the history of a name no sandbox has keeps them all
# (tools/catalog.c (9)).  A rename takes the sandbox's own rows along,
# not an older one's of either name, also onto a name deleted before.
sqlq() { /usr/bin/python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print(" ".join(str(r[0]) for r in c.execute(sys.argv[2])))' "$T/state/catalog.db" "$1"; }
ctl tenant create ta >/dev/null; ctl tenant create tb >/dev/null
check "hz of tenant ta runs commands with a secret in their argv, and is deleted" \
  sh -c "sbxctl --config '$C' create hz --tenant ta && sbxctl --config '$C' exec hz -- echo s3cr3t &&
         sbxctl --config '$C' exec hz -- echo s3cr3t2 && sbxctl --config '$C' delete hz"
check "hz made again, of tenant tb" ctl create hz --tenant tb
is "$(rows hz '')" 1 "... its history: its own create alone"
is "$(rows hz 'exec hz -- echo s3cr3t')" 0 "... not the argvs of the deleted one's execs (the journal's too)"
check "hw, with an exec of its own" sh -c "sbxctl --config '$C' create hw && sbxctl --config '$C' exec hw -- true &&
                                       sbxctl --config '$C' stop hw"
check "hz deleted, hw renamed hz: onto the name deleted before" \
  sh -c "sbxctl --config '$C' delete hz && sbxctl --config '$C' update hw --rename hz"
is "$(rows hz 'create hw') $(rows hz 'exec hw -- true') $(rows hz 'update hw --rename hz')" "1 1 1" \
   "... hz's history: hw's own rows, the rename with them"
is "$(rows hz 'exec hz') $(rows hz 'create hz')" "0 0" "... none of the two deleted hz's"
# a record journaled before the rename, folded after it (the rename's fold
# gave up on a busy catalog): the sandbox's, under its new name
cr=$(sqlq "SELECT created FROM sandboxes WHERE name = 'hz'")
mkdir -p "$T/state/journal"
printf '{"at":%s,"sandbox":"hw","born":%s,"uid":0,"sudo":"","pid":999997,"pid_start":1,"command":"exec hw -- echo late-renamed"}\n{"ended":%s,"exit":0}\n' \
  "$((cr + 7))" "$cr" "$((cr + 8))" >"$T/state/journal/$((cr + 7)).999997"
is "$(rows hz 'exec hw -- echo late-renamed') $(sqlq "SELECT count(*) FROM audit WHERE sandbox = 'hw' AND command LIKE '%late-renamed'")" "1 0" \
   "a record of hw folded after its rename is in hz's history, not hw's"
check "hz renamed hy" ctl update hz --rename hy
is "$(rows hy 'create hw') $(rows hy 'update hz --rename hy') $(rows hy 'exec hz')" "1 1 0" \
   "... hy's history: all of its own rows, still none of the deleted hz's"
is "$(rows hz 'exec hz -- echo s3cr3t') $(rows hz 'create hz') $(rows hz 'create hw')" "2 2 0" \
   "the history of the name hz, no sandbox now, keeps the deleted ones' rows, not hy's"
# an exec's journal record says whose it is: one folded after its sandbox
# was deleted and the name made again (the delete's fold waits for the
# catalog 1 s, no more) is not the new one's; a record of an older sbxctl
# (no born) not either, when written before the new one's create
check "hz made again" ctl create hz
born_hz=$(sqlq "SELECT created FROM sandboxes WHERE name = 'hz'")
# a row of an older sbxctl still running (the host service's loop) into
# the migrated catalog: no born, written since hz's create: hz's
/usr/bin/python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute("INSERT INTO audit(at, sandbox, user, command, pid, pid_start, exit) VALUES(?, ?, ?, ?, 1, 1, 0)", (int(sys.argv[2]) + 1, "hz", "root", "reap: older")); c.commit()' "$T/state/catalog.db" "$born_hz"
is "$(rows hz 'reap: older')" 1 "a row of an older sbxctl (no born) since hz's create is in its history"
mkdir -p "$T/state/journal"
printf '{"at":%s,"sandbox":"hz","born":%s,"uid":0,"sudo":"","pid":999999,"pid_start":1,"command":"exec hz -- echo late-born"}\n{"ended":%s,"exit":0}\n' \
  "$((born_hz + 5))" "$((born_hz - 100))" "$((born_hz + 6))" >"$T/state/journal/$((born_hz + 5)).999999"
printf '{"at":%s,"sandbox":"hz","uid":0,"sudo":"","pid":999998,"pid_start":1,"command":"exec hz -- echo late-old"}\n' \
  "$((born_hz - 50))" >"$T/state/journal/$((born_hz - 50)).999998"
is "$(rows hz 'exec hz -- echo late')" 0 "a record folded late, of the deleted hz, is not in the new hz's history"
is "$(sqlq "SELECT active > $born_hz FROM sandboxes WHERE name = 'hz'")" 0 "... nor its activity the new hz's"
is "$(sqlq "SELECT count(*) FROM audit WHERE command LIKE '%echo late-born' OR command LIKE '%echo late-old'")" 2 "... both are in the audit"
check "hz started" ctl start hz
check "an exec on the fast path" ctl exec hz -- true
is "$(rows hz 'exec hz -- true')" 1 "... is in hz's history"
is "$(sqlq "SELECT born FROM audit WHERE sandbox = 'hz' AND command = 'exec hz -- true'")" "$born_hz" \
   "... born of hz, from its ready file"
check "hz stopped" ctl stop hz

# a catalog of version 6 (no audit.born): its rows are stamped at its
# next open, so history shows a sandbox its rows still
n=$(rows h '')
/usr/bin/python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute("ALTER TABLE audit DROP COLUMN born"); c.execute("PRAGMA user_version=6"); c.commit()' "$T/state/catalog.db"
is "$(rows h '')" "$n" "a catalog of version 6: h's history has its rows after the migration"
is "$(sqlq "PRAGMA user_version")" 7 "... the catalog is of version 7"
is "$(sqlq "SELECT count(*) FROM audit WHERE sandbox = 'h' AND born = 0")" 0 "... h's rows are stamped"

# turn end and every reap pass ask for a sandbox's open rows and a turn's
# rows: indexes serve both (a scan of the whole history took 1 s at 3
# million rows); the catalog of an older build gets them at its next open
has() { case "$1" in *"$2"*) ok 0 "$3" ;; *) ok 1 "$3"; diag "plan: $1" ;; esac; }
plan() { /usr/bin/python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print(" ".join(r[3] for r in c.execute("EXPLAIN QUERY PLAN "+sys.argv[2])))' "$T/state/catalog.db" "$1"; }
has "$(plan "SELECT id FROM audit WHERE sandbox = 'x' AND 0 = 0 AND exit IS NULL AND 1 = 1 ORDER BY id")" "USING INDEX audit_open" "a sandbox's open audit rows come from an index"
has "$(plan "SELECT id FROM audit WHERE '' = '' AND turn = 5 AND exit IS NULL AND 1 = 1 ORDER BY id")" "USING INDEX audit_turn" "a turn's audit rows come from an index"
/usr/bin/python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute("DROP INDEX audit_open"); c.execute("DROP INDEX audit_turn"); c.execute("PRAGMA user_version=2"); c.commit()' "$T/state/catalog.db"
ctl list >/dev/null
has "$(plan "SELECT id FROM audit WHERE sandbox = 'x' AND exit IS NULL ORDER BY id")" "USING INDEX audit_open" "... also in a catalog made by an older build, after its next open"

done_testing
