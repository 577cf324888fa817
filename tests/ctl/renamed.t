#!/bin/bash
# renamed.t: a sandbox renamed on one host is not woken again under its
# old name from another host's leftover row and tree.  A rename moves
# the old name's lease on (taken and let go), as a delete does, before it
# drops the old name's record and ref: that host's next wake of the old
# name finds its tree taken over, no record and no snapshot, and refuses
# (tools/cmd_sandbox.c (5), (13)).  It did not: the old name's lease stood
# where that host's tree had left it, so it woke its stale tree, and its
# stop captured it back into the store beside the new name (two
# sandboxes of one, every host listing the old name again).
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
C2=$T/sbx2.ini          # a second host: its own state, the same store
sed "s|$T/state|$T/state2|" "$C" >"$C2"
ctl()  { sbxctl --config "$C" "$@"; }
ctl2() { sbxctl --config "$C2" "$@"; }
at_exit "for n in rn rn2 ro ro2; do sbxctl --config '$C' stop \$n; sbxctl --config '$C2' stop \$n; done"
json() { python3 -c "import json,sys; d=json.load(sys.stdin); print($1)"; }

rc 0 "rn written on host 1, then run and stopped on host 2" sh -c "
  sbxctl --config '$C' create rn && sbxctl --config '$C' exec rn -- sh -c 'echo one > f' &&
  sbxctl --config '$C' stop rn && sbxctl --config '$C2' exec rn -- sh -c 'echo two > g' &&
  sbxctl --config '$C2' stop rn"
rc 0 "host 1: rename rn to rn2" ctl update rn --rename rn2
rc 1 "host 2: start rn (its leftover row) is refused" ctl2 start rn
check "... saying it was deleted (or renamed) on another host" grep -q "rn was deleted or created again on another host" "$T/.rc.out"
check_fails "... and mounts nothing" mountpoint -q "$T/state2/sandboxes/rn/workspace"
is "$(ctl2 --json status rn | json 'd["state"]')" failed "... its row says failed"
rc 0 "host 2: stop rn" ctl2 stop rn
check_fails "... stores nothing back: no ref of rn" test -e "$T/store/refs/sandboxes/rn"
check_fails "... host 1 lists no rn" sh -c "sbxctl --config '$C' list | grep -q '^rn '"
rc 0 "host 2: delete rn drops its own row and tree" ctl2 delete rn
check_fails "... its tree is gone" test -e "$T/state2/sandboxes/rn"
is "$(ctl2 exec rn2 -- cat f g 2>/dev/null)" "one
two" "host 2: rn2 (adopted) has both hosts' files"
rc 0 "host 2: stop rn2" ctl2 stop rn2
ctl start rn2 >/dev/null 2>&1
is "$(ctl exec rn2 -- cat g 2>/dev/null)" two "host 1: start rn2: as host 2 left it"
rc 0 "host 1: stop rn2" ctl stop rn2

# the old name's lease is taken at the rename's start and held to its
# end: another host cannot wake the old name while the refs move (it
# could: only checked at the start, the lease let another host's wake of
# rn from its row go on mid-rename, and its stop captured rn back beside
# rn2).  Here the rename waits for the store's gc lock (its refs' move),
# its lease taken.
rc 0 "ro written on host 1, run and stopped on host 2" sh -c "
  sbxctl --config '$C' create ro && sbxctl --config '$C' exec ro -- sh -c 'echo one > f' &&
  sbxctl --config '$C' stop ro && sbxctl --config '$C2' exec ro -- sh -c 'echo two > g' &&
  sbxctl --config '$C2' stop ro"
flock -x "$T/store/gc.lock" -c ": >'$T/held'; sleep 3" & hp=$!
wait_for test -e "$T/held"
sbxctl --config "$C" update ro --rename ro2 >"$T/ren.out" 2>&1 & rp=$!
sleep 0.5
rc 1 "host 2: start ro while host 1 renames it: refused" ctl2 start ro
check "... saying another host holds it" grep -q "running on\|another host" "$T/.rc.out"
check_fails "... and mounts nothing" mountpoint -q "$T/state2/sandboxes/ro/workspace"
wait $rp; is "$?" 0 "host 1: the rename succeeds once the gc lock is free"; sed 's/^/# /' "$T/ren.out"
wait $hp
check_fails "... no ref of ro is left" test -e "$T/store/refs/sandboxes/ro"
ctl start ro2 >/dev/null 2>&1
is "$(ctl exec ro2 -- cat f g 2>/dev/null)" "one
two" "... ro2 has both hosts' files"
ctl stop ro2 >/dev/null 2>&1
done_testing
