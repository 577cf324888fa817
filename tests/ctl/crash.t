#!/bin/bash
# crash.t: create and rename killed (-9) between their catalog's step and
# their store record's (tools/cmd_sandbox.c (5), (8)), then run again: the
# run again finishes the job, the record in the store is the sandbox's
# (tenant, labels), and another host (its own state, the same store)
# cannot take the name.  gdb (batch) kills sbxctl at a breakpoint, so the
# point is exact, not a timing.  Also a restore killed once its tree is in
# (7), and the tmp files of writers killed mid-write (8); a capture killed
# (or refused by the catalog) once its ref was written (9).
source "$(dirname "$0")/../lib.sh"
need_root
command -v gdb >/dev/null || skip_all "needs gdb"
PATH=$SBX_BIN:/usr/bin:$PATH
C=$T/sbx.ini
cat >"$C" <<INI
[sbx]
state_dir = $T/state
[store]
url = $T/store
[limits]
idle_timeout = 0
[snapshot]
capture_interval = 0
INI
C2=$T/sbx2.ini          # a second host: its own state, the same store
sed "s|$T/state|$T/state2|" "$C" >"$C2"
ctl()  { sbxctl --config "$C" "$@"; }
ctl2() { sbxctl --config "$C2" "$@"; }
# the tenants of the sandboxes here, on each host (create refuses one not made)
for f in "$C" "$C2"; do for t in acme evil; do sbxctl --config "$f" tenant create $t >/dev/null; done; done
at_exit "for n in a b c d e g h m n oa ob ou r u fk fs fn rr rs rt rv; do for f in '$C' '$C2'; do sbxctl --config \$f stop --force \$n; done; done"
json() { python3 -c "import json,sys; d=json.load(sys.stdin); print($1)"; }
# rec NAME: NAME's record in the store, as "tenant labels" ("none": no record)
rec() { python3 -c 'import json,sys
try: d = json.load(open(sys.argv[1]))
except OSError: print("none"); sys.exit()
print(d["tenant"], json.dumps(d["labels"], sort_keys=True))' "$T/store/refs/catalog/$1"; }
# killed_at FN [finish] ARGS...: `sbxctl ARGS` killed (-9) at its first
# call of FN (with finish: once FN returned)
killed_at() { local fn=$1 fin=(); shift; [ "$1" = finish ] && { fin=(-ex finish); shift; }
  gdb -q -batch -iex 'set debuginfod enabled off' -ex 'set pagination off' -ex "break $fn" -ex run \
    "${fin[@]}" -ex kill --args "$SBX_BIN/sbxctl" "$@" >"$T/gdb.out" 2>&1; }
# older NAME: NAME's row made an older sbxctl's, whose create wrote no
# record before the row (a create cut short there left none): NAME's
# record removed, and host 1's catalog as that sbxctl left it (before
# sandboxes.recorded, user_version 4; the next sbxctl migrates it, the
# rows there were not recorded)
older() { rm -f "$T/store/refs/catalog/$1"
  sqlite3 "$T/state/catalog.db" "ALTER TABLE sandboxes DROP COLUMN recorded; PRAGMA user_version = 4"; }
rc 0 "a first sandbox (the store's directories)" ctl create warm

# (1) a create killed once its catalog row is in: its record (catalog/NAME)
# is in the store already, so no other host takes the name.  It was
# written after the row: another host's create of the name (tenant evil)
# succeeded, and once host 1 captured into the shared ref, host 2's wake
# restored host 1's files under tenant evil.  The create run again
# finishes it (it said "a sandbox named c exists").
killed_at ctl_cat_sandbox_add finish --config "$C" create c --tenant acme --label owner=acme
grep -q "Breakpoint 1, .*ctl_cat_sandbox_add" "$T/gdb.out"; ok $? "a create of c killed after its catalog row"
is "$(rec c)" 'acme {"owner": "acme"}' "... c's record is in the store, tenant acme, labelled"
rc 1 "host 2: create c --tenant evil is refused" ctl2 create c --tenant evil
grep -q "a sandbox named c exists" "$T/.rc.out"; ok $? "... saying a sandbox named c exists"
is "$(ctl2 --json status c 2>/dev/null | json 'd["tenant"]')" acme "host 2: status c shows it, of tenant acme"
is "$(ctl2 list | awk '$1 == "c" { print $2, $3 }')" "stored acme" "host 2: list shows it too, stored, of tenant acme"
rc 1 "host 1: a create of c with other labels is refused" ctl create c --tenant acme
grep -q "a create of it was cut short" "$T/.rc.out"; ok $? "... saying a create of c was cut short"
rc 0 "host 1: the create run again finishes it" ctl create c --tenant acme --label owner=acme
is "$(ctl --json status c | json 'd["state"], d["tenant"], d["labels"]')" "created acme {'owner': 'acme'}" \
   "... c is created, of tenant acme, labelled"
rc 0 "c writes a secret and stops on host 1" sh -c "sbxctl --config '$C' exec c -- sh -c 'echo acme-secret > f' && sbxctl --config '$C' stop c"
is "$(rec c)" 'acme {"owner": "acme"}' "... c's record is still acme's"
is "$(ctl2 --json status c 2>/dev/null | json 'd["tenant"]')" acme "host 2 sees c of tenant acme"

# (2) a create killed before its catalog row, its record in: the create
# run again finishes it (the record is the one it wrote: its marker
# STATE/locks/NAME.create says so), and the other host cannot take it.
killed_at ctl_cat_sandbox_add --config "$C" create d --tenant acme --label owner=acme
grep -q "Breakpoint 1, .*ctl_cat_sandbox_add" "$T/gdb.out"; ok $? "a create of d killed before its catalog row"
is "$(rec d)" 'acme {"owner": "acme"}' "... d's record is in the store"
rc 1 "host 2: create d --tenant evil is refused" ctl2 create d --tenant evil
rc 0 "host 1: the create run again finishes it" ctl create d --tenant acme --label owner=acme
is "$(ctl --json status d | json 'd["state"], d["tenant"], d["labels"]')" "created acme {'owner': 'acme'}" \
   "... d is created, of tenant acme, labelled"
check_fails "... and its marker is gone" test -e "$T/state/locks/d.create"
rc 0 "start d" ctl start d
rc 0 "stop d" ctl stop d

# (3) a catalog row with no record (an older sbxctl's create cut short):
# its wake writes the record, create-only.  Another host that took the
# name meanwhile keeps it: host 1 refuses to wake e (it wrote the record
# over the other's and captured into the other's ref).
killed_at ctl_cat_sandbox_add finish --config "$C" create e --tenant acme
older e
rc 0 "e: a row of tenant acme on host 1, no record in the store; host 2 creates e (tenant evil)" \
   ctl2 create e --tenant evil
rc 1 "host 1: start e is refused" ctl start e
grep -q "another host took the name" "$T/.rc.out"; ok $? "... saying another host took the name"; sed 's/^/# /' "$T/.rc.out"
is "$(sqlite3 "$T/state/catalog.db" "PRAGMA user_version; SELECT recorded FROM sandboxes WHERE name = 'e'" | tr '\n' ' ')" "7 0 " \
   "... (host 1's catalog migrated, e's row not recorded)"
rc 1 "host 1: create e again is refused too" ctl create e --tenant acme
grep -q "another host took the name" "$T/.rc.out"; ok $? "... saying so"; sed 's/^/# /' "$T/.rc.out"
is "$(rec e)" 'evil {}' "... e's record is host 2's"
check_fails "... host 1 captured nothing into e's ref" test -e "$T/store/refs/sandboxes/e"
rc 0 "host 2: e has a file, captured" sh -c "sbxctl --config '$C2' exec e -- sh -c 'echo evil-data > f' && sbxctl --config '$C2' stop e"
rc 0 "host 1: delete e (its row failed)" ctl delete e
grep -q "another host's sandbox" "$T/.rc.out"; ok $? "... says the store's e is another host's"; sed 's/^/# /' "$T/.rc.out"
is "$(rec e)" 'evil {}' "... host 2's record of e is still there"
check "... and its ref" test -e "$T/store/refs/sandboxes/e"
is "$(ctl2 start e >/dev/null && ctl2 exec e -- cat f 2>&1)" evil-data "... host 2's e still reads its file"
rc 0 "stop e on host 2" ctl2 stop e
killed_at ctl_cat_sandbox_add finish --config "$C" create a --tenant acme --label x=y
older a
rc 0 "a: the same, no other host: start a wakes it" ctl start a
is "$(rec a)" 'acme {"x": "y"}' "... and writes its record"
rc 0 "stop a" ctl stop a
rc 0 "delete a" ctl delete a
# ... and one whose record an update or attach wrote (none before, or
# one there): its row is recorded from then on, as a wake's would be.
# Before, only its next wake marked it: deleted on host 2 meanwhile,
# host 1's start wrote the record back (create-only, as owed) and woke
# it, the delete undone.
rc 0 "agents oabot, obbot of tenant acme" sh -c "sbxctl --config '$C' agent create oabot --tenant acme && sbxctl --config '$C' agent create obbot --tenant acme"
for how in "ou:update ou --label x=1" "oa:attach oa oabot" "ob:attach ob obbot:kept"; do
  IFS=: read -r n cmd kept <<<"$how"
  killed_at ctl_cat_sandbox_add finish --config "$C" create $n --tenant acme
  if [ "$kept" ]; then    # its record there (written after the row)
    sqlite3 "$T/state/catalog.db" "ALTER TABLE sandboxes DROP COLUMN recorded; PRAGMA user_version = 4"
  else
    older $n
  fi
  rc 0 "$n: an older sbxctl's row${kept:+ (its record in the store)}; host 1: $cmd" ctl $cmd
  check "... its record is in the store" test -e "$T/store/refs/catalog/$n"
  is "$(sqlite3 "$T/state/catalog.db" "SELECT recorded FROM sandboxes WHERE name = '$n'")" 1 "... its row recorded"
  rc 0 "host 2: delete $n" sh -c "sbxctl --config '$C2' detach $n >/dev/null && sbxctl --config '$C2' delete $n"
  rc 1 "host 1: start $n is refused" ctl start $n
  check "... saying it was deleted on another host" grep -q "$n was deleted or created again on another host" "$T/.rc.out"
  check_fails "... its record not written back" test -e "$T/store/refs/catalog/$n"
  check_fails "... nor its ref" test -e "$T/store/refs/sandboxes/$n"
  rc 0 "host 1: delete $n (its row only)" sh -c "sbxctl --config '$C' detach $n; sbxctl --config '$C' delete $n"
done

# (4) a rename killed after the catalog's rename, before the records: the
# marker stays, and running it again finishes it.  It said "a sandbox
# named b exists" (a adopted from its leftover record as a new, empty
# sandbox, which no delete then removed), and another host saw b in
# tenant default, unlabelled.
rc 0 "a of tenant acme, labelled, at rest, with a file" sh -c "sbxctl --config '$C' create a --tenant acme --label t=w >/dev/null &&
  sbxctl --config '$C' exec a -- sh -c 'echo a-data > f' && sbxctl --config '$C' stop a"
killed_at ctl_cat_sandbox_rename finish --config "$C" update a --rename b
grep -q "Breakpoint 1, .*ctl_cat_sandbox_rename" "$T/gdb.out"; ok $? "a rename of a to b killed after the catalog's rename"
check "... the marker stays" test -e "$T/state/locks/a.rename"
rc 1 "status a is refused" ctl status a
grep -q "a rename of a to b .*cut short" "$T/.rc.out"; ok $? "... naming the rename"; sed 's/^/# /' "$T/.rc.out"
rc 0 "running the rename again finishes it" ctl update a --rename b
rc 1 "... a is gone" ctl status a
is "$(ctl --json status b | json 'd["tenant"], d["labels"]')" "acme {'t': 'w'}" "... b is of tenant acme, labelled"
is "$(rec b) / $(rec a)" 'acme {"t": "w"} / none' "... b's record is a's, a has none"
check_fails "... and the marker is gone" test -e "$T/state/locks/a.rename"
is "$(ctl2 --json status b 2>/dev/null | json 'd["tenant"], d["labels"]')" "acme {'t': 'w'}" \
   "host 2 sees b of tenant acme, labelled"
rc 1 "host 2: create b --tenant evil is refused" ctl2 create b --tenant evil
is "$(ctl start b >/dev/null && ctl exec b -- cat f 2>&1)" a-data "host 1: b has a's file"
rc 0 "stop b" ctl stop b
rc 0 "delete b" ctl delete b
rc 1 "... no a comes back" ctl status a

# (5) another host's create of the new name while a rename runs (after
# its look for a sandbox of that name, before its moves): the rename
# claims TO's record create-only first, so one of them gets the name.
# It wrote the record over the other host's, and moved its refs in among
# that host's snapshots.
rc 0 "g of tenant acme, at rest, with a file" sh -c "sbxctl --config '$C' create g --tenant acme >/dev/null &&
  sbxctl --config '$C' exec g -- sh -c 'echo g-data > f' && sbxctl --config '$C' stop g"
# (held at the write of its marker, no longer its first write: one in
# the take of g's lease at its start held the store's lock there, and
# host 2's create waited for it for good)
gdb -q -batch -iex 'set debuginfod enabled off' -ex 'set pagination off' \
    -ex 'break sbx_write_file_atomic if $_regex(path, ".*/locks/g\\.rename$")' \
    -ex run -ex "shell $SBX_BIN/sbxctl --config '$C2' create h --tenant evil >'$T/h.out' 2>&1" -ex continue \
    --args "$SBX_BIN/sbxctl" --config "$C" update g --rename h >"$T/gdb.out" 2>&1
grep -q "created h" "$T/h.out"; ok $? "host 2 created h while host 1 renamed g to h"; sed "s/^/# /" "$T/h.out"
grep -q "another host took the name h" "$T/gdb.out"; ok $? "... host 1's rename is refused, saying so"
sed -n '/sbxctl: /s/^/# /p' "$T/gdb.out"
is "$(rec h)" 'evil {}' "... h's record is host 2's"
check_fails "... no marker is left" test -e "$T/state/locks/g.rename"
is "$(ctl start g >/dev/null && ctl exec g -- cat f 2>&1)" g-data "host 1: g is still g, with its file"
rc 0 "stop g" ctl stop g
is "$(ctl2 start h >/dev/null && ctl2 exec h -- sh -c 'ls -A | wc -l' 2>&1)" 0 "host 2: h is its own, empty"
rc 0 "stop h on host 2" ctl2 stop h
# ... and another host's delete of the old name and create of it again
# before the rename's last step (the catalog's rename done) is run again:
# the rename removes the old name's record only while it is its own
# sandbox's (compare-and-delete, as a delete's).  It removed whatever the
# store had: host 2's new rr (tenant evil) lost its record, no other host
# saw it, and a create of rr elsewhere then shared its ref.  While the
# rename runs, it holds rr's lease: host 2's delete is refused then.  The
# rename killed there, its lease goes stale after 2 x lease_ttl (3 s here).
CL=$T/sbxl.ini C2L=$T/sbx2l.ini
sed 's/^\[store\]$/[store]\nlease_ttl = 3/' "$C" >"$CL"; sed 's/^\[store\]$/[store]\nlease_ttl = 3/' "$C2" >"$C2L"
rc 0 "rr of tenant acme, at rest, with a file" sh -c "sbxctl --config '$CL' create rr --tenant acme >/dev/null &&
  sbxctl --config '$CL' exec rr -- sh -c 'echo rr-data > f' && sbxctl --config '$CL' stop rr"
gdb -q -batch -iex 'set debuginfod enabled off' -ex 'set pagination off' -ex 'break ctl_cat_sandbox_rename' \
    -ex run -ex finish -ex "shell sbxctl --config '$C2L' delete rr >'$T/rr0.out' 2>&1" -ex kill \
    --args "$SBX_BIN/sbxctl" --config "$CL" update rr --rename rs >"$T/gdb.out" 2>&1
grep -q "delete rr: refused: the sandbox is running on" "$T/rr0.out"; ok $? "host 2's delete of rr while host 1 renames it: refused (the rename holds rr's lease)"
sed "s/^/# /" "$T/rr0.out"
sleep 7.5                       # the killed rename's lease goes stale (renewed_at is in whole seconds: 2 x 3 s past it)
rc 0 "host 2 deletes rr and makes it again, the rename cut short after the catalog's step" \
  sh -c "sbxctl --config '$C2L' delete rr && sbxctl --config '$C2L' create rr --tenant evil"
check "... made" grep -q "created rr" "$T/.rc.out"
sed "s/^/# /" "$T/.rc.out"
ctl update rr --rename rs >"$T/gdb.out" 2>&1
grep -q "^updated rs" "$T/gdb.out"; ok $? "... host 1's rename run again finishes"
grep -q "the store's record of rr is another host's sandbox's now (tenant evil)" "$T/gdb.out"; ok $? "... saying rr's record is another host's now"
sed -n '/sbxctl: /s/^/# /p' "$T/gdb.out"
is "$(rec rr) / $(rec rs)" 'evil {} / acme {}' "... host 2's record of rr stays, rs's is host 1's"
is "$(ctl2 --json status rr 2>/dev/null | json 'd["tenant"]') $(ctl2 exec rr -- sh -c 'ls -A | wc -l' 2>/dev/null)" "evil 0" \
   "host 2: rr is its own, empty"
rc 0 "stop rr on host 2" ctl2 stop rr
is "$(ctl start rs >/dev/null 2>&1; ctl exec rs -- cat f 2>&1)" rr-data "host 1: rs has rr's file"
rc 0 "stop rs" ctl stop rs

# ... and the old name made again on another host and run there before
# the rename cut short after the catalog's step is run again: the run
# again reads the old name's record first and, another create's, leaves
# that name's lease alone (it finishes its own steps only: the new
# name's record, the marker).  It moved the lease first, as for a record
# of its own: a remade rt running on host 2 kept the rename refused ("run
# the rename again once it is stopped there") for a sandbox not its own,
# and one at rest there was fenced for nothing (its lease's generation
# moved on, and its ref's fence with it).
lgen() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["gen"])' "$T/store/refs/leases/$1"; }
for how in running "at rest"; do
  rc 0 "rt of tenant acme, at rest, with a file" sh -c "sbxctl --config '$CL' create rt --tenant acme >/dev/null &&
    sbxctl --config '$CL' exec rt -- sh -c 'echo rt-data > f' && sbxctl --config '$CL' stop rt"
  killed_at ctl_cat_sandbox_rename finish --config "$CL" update rt --rename rv
  grep -q "Value returned" "$T/gdb.out"; ok $? "... a rename of rt to rv killed after the catalog's rename"
  sleep 7.5       # its lease goes stale (renewed_at is in whole seconds: 2 x 3 s past it)
  rc 0 "host 2 deletes rt, makes it again (tenant evil) and runs it" sh -c "sbxctl --config '$C2L' delete rt &&
    sbxctl --config '$C2L' create rt --tenant evil && sbxctl --config '$C2L' exec rt -- sh -c 'echo rt-2 > f'"
  [ "$how" = running ] || ctl2 stop rt >/dev/null 2>&1
  g=$(lgen rt)
  rc 0 "host 1: the rename run again finishes, rt $how on host 2" ctl update rt --rename rv
  check "... saying rt's record is another host's now" grep -q "the store's record of rt is another host's sandbox's now (tenant evil)" "$T/.rc.out"
  sed "s/^/# /" "$T/.rc.out"
  check_fails "... the marker is gone" test -e "$T/state/locks/rt.rename"
  is "$(lgen rt)" "$g" "... rt's lease is as host 2 left it"
  is "$(rec rt) / $(rec rv)" 'evil {} / acme {}' "... host 2's record of rt stays, rv's is host 1's"
  if [ "$how" = running ]; then
    check "... host 2's rt is still mounted" mountpoint -q "$T/state2/sandboxes/rt/workspace"
    rc 0 "... and stops there, captured" ctl2 stop rt
  fi
  rc 0 "host 2: start rt" ctl2 start rt
  check_fails "... sets no tree aside" grep "set aside" "$T/.rc.out"
  is "$(ctl2 exec rt -- cat f 2>&1)" rt-2 "... rt has host 2's file"
  is "$(ctl start rv >/dev/null 2>&1; ctl exec rv -- cat f 2>&1)" rt-data "host 1: rv has rt's file"
  rc 0 "delete rt on host 2, rv on host 1" sh -c "sbxctl --config '$C2' delete rt && sbxctl --config '$C' delete rv"
done

# (6) a rename killed after it dropped the first of the old name's
# snapshots from its ref, on a name used before (its ref carries a fence,
# so an emptied ref stayed): run again, it finishes and the old name's
# ref goes with its last snapshot.  The emptied ref stayed for good, and
# list showed the old name "stored" while status and delete said "no such
# sandbox".  A delete of such a leftover (an older sbxctl's) removes it.
for k in 1 2; do
  rc 0 "m (use $k), at rest, with a file, captured" sh -c "sbxctl --config '$C' create m >/dev/null &&
    sbxctl --config '$C' exec m -- sh -c 'echo m > f' && sbxctl --config '$C' capture m >/dev/null && sbxctl --config '$C' stop m"
  killed_at snap_delete finish --config "$C" update m --rename n
  grep -q "Value returned" "$T/gdb.out"; ok $? "... a rename of m to n killed once it dropped a first snapshot of m"
  rc 0 "... running it again finishes it" ctl update m --rename n
  check_fails "... m has no ref left" test -e "$T/store/refs/sandboxes/m"
  ctl list >"$T/list.out"
  check_fails "... list shows no m" grep -q '^m ' "$T/list.out"; sed 's/^/# /' "$T/list.out"
  rc 0 "... delete n" ctl delete n
done
printf '{"snapshots": [], "fence": 5}\n' >"$T/store/refs/sandboxes/m"
ctl list >"$T/list.out"
check_fails "an empty leftover ref of m (no record): list shows no m" grep -q '^m ' "$T/list.out"
rc 0 "... delete m removes it" ctl delete m
check_fails "... m has no ref left" test -e "$T/store/refs/sandboxes/m"

# (7) a restore killed once the tree it wrote is in place: right after it
# moved the ref (snap_ref_add returned), before the catalog recorded it.
# The catalog still named the undo point, so the next wake took the ref's
# latest (the restore's own target) for another host's snapshot and set
# the restored tree aside as .r.stale.T (kept, and counted live by gc).
# The marker NAME/restored (tools/cmd_snap.c) says which snapshot the tree
# is: the wake records it and sets nothing aside.  Killed before the ref
# moved: the written tree stays (the next capture records it).
stale_r() { ls -a "$T/state/sandboxes" | grep -c '^\.r\.stale\.'; }
rc 0 "r: f=base captured, then f=changed" sh -c "sbxctl --config '$C' create r >/dev/null &&
  sbxctl --config '$C' exec r -- sh -c 'echo base > f' && sbxctl --config '$C' capture r >'$T/r.snap' &&
  sbxctl --config '$C' exec r -- sh -c 'echo changed > f'"
SN=$(tail -1 "$T/r.snap")
killed_at snap_ref_add finish --config "$C" restore r "$SN"
grep -q "Value returned" "$T/gdb.out"; ok $? "a restore of r killed once it moved the ref"
is "$(ctl exec r -- cat f 2>/dev/null)" base "... the next exec reads the restored f"
is "$(stale_r)" 0 "... and no tree was set aside"
is "$(ctl --json status r | json 'd["last_capture"]')" "$SN" "... the catalog records the restored snapshot"
check_fails "... and the marker is gone" test -e "$T/state/sandboxes/r/restored"
rc 0 "r: f=again" ctl exec r -- sh -c 'echo again > f'
n=$(stale_r)
killed_at snap_ref_add --config "$C" restore r "$SN"
is "$(ctl exec r -- cat f 2>/dev/null)" base "a restore killed before it moved the ref: its tree stays"
is "$(stale_r)" "$n" "... nothing set aside"
check_fails "... and the marker is gone" test -e "$T/state/sandboxes/r/restored"
# the same for a wake's restore of the store's latest (ctl__from_snapshot)
rc 0 "r stops; host 2 writes f=host2 and stops" sh -c "sbxctl --config '$C' stop r &&
  sbxctl --config '$C2' exec r -- sh -c 'echo host2 > f' && sbxctl --config '$C2' stop r"
n=$(stale_r)
killed_at snap_ref_add finish --config "$C" start r
grep -q "Value returned" "$T/gdb.out"; ok $? "host 1: a start of r killed once its restore of the latest moved the ref"
is "$(stale_r)" $((n + 1)) "... its own old tree was set aside (host 2 ran r since)"
rc 0 "... the next start of r" ctl start r
check_fails "... sets no tree aside again" grep "set aside" "$T/.rc.out"
is "$(stale_r)" $((n + 1)) "... (one set aside in all)"
is "$(ctl exec r -- cat f 2>/dev/null)" host2 "... r has host 2's f"
rc 0 "stop r" ctl stop r

# (9) a capture killed once its snapshot is in the ref, before the catalog
# recorded it, or one the catalog refused to record (a full state dir; a
# trigger stands in for it): the catalog still named the capture before,
# so the next wake (its sbxfs died) took the ref's latest, the capture,
# for another host's.  It set the live tree, newer, aside and restored the
# capture: what was written after it was gone from the sandbox.  The
# marker NAME/capturing (tools/cmd_snap.c) says which tree the capture
# read: the wake records that snapshot and keeps the tree.
rc 0 "u: f=one captured, then f=two" sh -c "sbxctl --config '$C' create u >/dev/null &&
  sbxctl --config '$C' exec u -- sh -c 'echo one > f' && sbxctl --config '$C' capture u >/dev/null &&
  sbxctl --config '$C' exec u -- sh -c 'echo two > f'"
killed_at ctl_cat_sandbox_captured --config "$C" capture u
grep -q "Breakpoint 1, .*ctl_cat_sandbox_captured" "$T/gdb.out"; ok $? "a capture of u killed once its ref was written"
sn=$(ctl --json snapshots u | json 'd[-1]["id"]')
ctl exec u -- sh -c 'echo three > f && sync f'
kill -9 "$(cat "$T/state/sandboxes/u/sbxfs.pid")"; sleep 0.3
rc 0 "... u written again, its sbxfs dead: start u" ctl start u
check_fails "... sets no tree aside" grep "set aside" "$T/.rc.out"
is "$(ctl exec u -- cat f 2>&1)" three "... u has what was written after the killed capture"
is "$(ctl --json status u | json 'd["last_capture"]')" "$sn" "... the catalog records the killed capture"
check_fails "... and the marker is gone" test -e "$T/state/sandboxes/u/capturing"
full="CREATE TRIGGER full BEFORE UPDATE OF last_capture ON sandboxes BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END"
ctl exec u -- sh -c 'echo four > f'
sqlite3 "$T/state/catalog.db" "$full"
rc 1 "a capture of u the catalog cannot record" ctl capture u
grep -q "is in the store, but the catalog could not record it" "$T/.rc.out"; ok $? "... says so"
sqlite3 "$T/state/catalog.db" "DROP TRIGGER full"
ctl exec u -- sh -c 'echo five > f && sync f'
kill -9 "$(cat "$T/state/sandboxes/u/sbxfs.pid")"; sleep 0.3
rc 0 "... u written again, its sbxfs dead: start u" ctl start u
check_fails "... sets no tree aside" grep "set aside" "$T/.rc.out"
is "$(ctl exec u -- cat f 2>&1)" five "... u has what was written after that capture"
is "$(ls -a "$T/state/sandboxes" | grep -c '^\.u\.')" 0 "... (no tree of u set aside in all)"
# a marker a failed capture left (killed before its ref write) names a
# tree an older snapshot has too: with the catalog's snapshot deleted
# from the ref, the wake took that old one for the tree's own and set the
# live tree aside for what came after it (the tree before a rollback).
# Only a snapshot taken once the capture began can be it
ctl exec u -- sh -c 'echo zero > f' && ctl capture u >/dev/null
s0=$(ctl capture u | tail -1); ctl exec u -- sh -c 'echo one > f' && ctl capture u >/dev/null
rc 0 "u: zero captured twice, one, then restored to zero" ctl restore u "$s0"
r=$(ctl --json status u | json 'd["last_capture"]')
killed_at snap_capture --config "$C" capture u
check "... a capture of u killed before its ref left its marker" test -e "$T/state/sandboxes/u/capturing"
ctl exec u -- sh -c 'echo after > g && sync g'
rc 0 "... the catalog's snapshot deleted" ctl snapshot-delete u "$r"
kill -9 "$(cat "$T/state/sandboxes/u/sbxfs.pid")"; sleep 0.3
rc 0 "... u's sbxfs dead: start u" ctl start u
check_fails "... sets no tree aside" grep "set aside" "$T/.rc.out"
is "$(ctl exec u -- cat f g 2>&1 | tr '\n' ' ')" "zero after " "... u has its live tree"
rc 0 "stop u" ctl stop u

# (8) a writer killed (-9) inside sbx_write_file_atomic leaves PATH.tmp.PID
# (a start's: refs/leases/r, refs/sandboxes/r, sandboxes/r/lease-gen),
# which nothing removed.  gc sweeps the local store's refs/, reap the state
# dir, those modified gc_min_age ago or more whose process is gone or
# started after them (the pid reused); a writer's at work stays.
gdb -q -batch -iex 'set debuginfod enabled off' -ex 'set pagination off' -ex 'break sbx_write_file_atomic' \
    -ex run -ex 'break rename' -ex continue -ex kill --args "$SBX_BIN/sbxctl" --config "$C" start r >"$T/gdb.out" 2>&1
killed=$(find "$T/store/refs" -name '*.tmp.*' | head -1)
check "a start of r killed inside an atomic write leaves its tmp file in the store" test -n "$killed"
dead=$(sh -c 'echo $$')
mkdir -p "$T/store/refs/leases" "$T/state/locks" "$T/state/sandboxes/r/exec"
for f in store/refs/leases/q.tmp.$$ state/sandboxes/r/lease-gen.tmp.$dead state/locks/r.rename.tmp.$dead \
         state/sandboxes/r/exec/pid.tmp.$dead state/sandboxes/r/ready.tmp.$$ state/locks/y.rename.tmp.$dead \
         state/sandboxes/r/lease-gen.tmp.$$; do echo x >"$T/$f"; done
touch -d '-2 hours' "$T/state/sandboxes/r/lease-gen.tmp.$dead" "$T/state/locks/r.rename.tmp.$dead" \
      "$T/state/sandboxes/r/exec/pid.tmp.$dead" "$T/state/sandboxes/r/lease-gen.tmp.$$"
rc 0 "gc --min-age 0" ctl gc --min-age 0
check_fails "... removes the killed writer's tmp file" test -e "$killed"
check "... and leaves a live writer's" test -e "$T/store/refs/leases/q.tmp.$$"
rc 0 "reap" ctl reap
left=$(cd "$T/state" && find . -name '*.tmp.*' | sort | tr '\n' ' ')
is "$left" "./locks/y.rename.tmp.$dead ./sandboxes/r/ready.tmp.$$ " \
   "... removes the state dir's dead ones older than gc_min_age, a reused pid's too; a live or young one stays"
rc 0 "r starts and stops" sh -c "sbxctl --config '$C' start r && sbxctl --config '$C' stop r"

# (9) a fork killed once its tree was in place, before its ref
# (tools/cmd_snap.c ctl__from_snapshot): the tree stayed, a sandbox with
# no snapshot, no record and no catalog row (status: sleeping), and the
# fork run again was refused ("a sandbox named fk exists").  Its marker
# (NAME/materializing) says so: the fork run again removes it and makes
# it whole; a start instead adopts it as a sandbox of its own.  The
# fork took its name (its record, create-only) before its tree (5), and
# its marker STATE/locks/NAME.claim lets the fork run again drop it.
killed_at snap_ref_add --config "$C" fork "$SN" fk --tenant acme
grep -q "Breakpoint 1, snap_ref_add" "$T/gdb.out"; ok $? "a fork of fk killed before its ref"
check "... its tree is marked as such" test -e "$T/state/sandboxes/fk/materializing"
is "$(rec fk)" "acme {}" "... its name is taken: its record is in the store (tenant acme)"
rc 1 "host 2: create fk is refused" ctl2 create fk
rc 0 "... the fork run again makes fk" ctl fork "$SN" fk --tenant acme
check "... saying it removed what the fork cut short left" grep -q "left its record; removed" "$T/.rc.out"
is "$(ctl --json status fk | json 'd["tenant"]') $(rec fk)" "acme acme {}" "... of tenant acme, here and in its record"
is "$(ctl snapshots fk | tail -n +2 | wc -l)" 1 "... with its snapshot in its ref"
is "$(ctl2 list | awk '$1 == "fk" { print $2, $3 }')" "stored $(ctl2 --json status fk | json 'd["tenant"]')" \
   "... host 2 lists it stored, of the tenant its status shows"
check_fails "... and no marker" test -e "$T/state/sandboxes/fk/materializing"
rc 1 "... a third fork of fk is refused" ctl fork "$SN" fk
killed_at snap_ref_add --config "$C" fork "$SN" fs
rc 0 "a fork of fs killed the same: start fs adopts it" ctl start fs
is "$(ctl exec fs -- cat f 2>&1)" base "... with the snapshot's files"
check_fails "... and no marker" test -e "$T/state/sandboxes/fs/materializing"
rc 1 "... a fork of fs is refused then" ctl fork "$SN" fs
# a fork killed once it took its name, before its tree: the name stays
# taken until the fork run again drops its record and makes it
killed_at snap_tree_write --config "$C" fork "$SN" fn
grep -q "Breakpoint 1, snap_tree_write" "$T/gdb.out"; ok $? "a fork of fn killed before its tree"
is "$(rec fn)" "default {}" "... its record is in the store"
rc 1 "host 2: create fn --tenant evil is refused" ctl2 create fn --tenant evil
rc 0 "... the fork run again makes fn" ctl fork "$SN" fn
is "$(ctl exec fn -- cat f 2>/dev/null)" base "... with the snapshot's files"
rc 0 "delete fk, fs and fn" sh -c "sbxctl --config '$C' delete fk && sbxctl --config '$C' delete fs &&
  sbxctl --config '$C' delete fn"

done_testing
