#!/bin/bash
# perms.t: no host user but root (and [exec] socket_group, to reach the
# executor's socket) gets through the state directory to a sandbox's
# workspace (tools/cmd_sandbox.c (11)).  The mount is allow_other and a
# sandbox's files are its own uid's, 0644 as it likes: the directories
# above it are the fence.  STATE, STATE/sandboxes and every NAME there are
# 0700, or 0710 root:socket_group; sbxctl tightens those an older one
# left 0755.  exec still works, its commands see their workspace.
source "$(dirname "$0")/../lib.sh"
need_root
PATH=$SBX_BIN:/usr/bin:$PATH
C=$T/sbx.ini
printf '[sbx]\nstate_dir = %s/state\n[store]\nurl = %s/store\n' "$T" "$T" >"$C"
G=$T/group.ini          # the same state with [exec] socket_group
printf '[exec]\nsocket_group = nogroup\n' | cat "$C" - >"$G"
export SBX_CONFIG=$C
at_exit "for n in t1 t2 t3 g1; do sbxctl --config '$C' stop \$n; done"
S=$T/state
mode() { stat -c '%a %U %G' "$@" | tr '\n' ' ' | sed 's/ $//'; }
as() { local u=$1 g=$2; shift 2; setpriv --reuid="$u" --regid="$g" --clear-groups "$@"; }

sbxctl create t1 >/dev/null
is "$(sbxctl exec t1 -- sh -c 'mkdir -p src && echo AWS_SECRET=k > src/.env && cat src/.env' </dev/null)" \
  "AWS_SECRET=k" "exec writes a secret into the workspace and reads it back"
u=$(sbxctl exec t1 -- id -u </dev/null)
check "... its commands run as the sandbox's own uid ($u)" test "${u:-0}" -ge 1000000000
is "$(mode "$S" "$S/sandboxes" "$S/sandboxes/t1")" "700 root root 700 root root 700 root root" \
  "STATE, STATE/sandboxes and STATE/sandboxes/t1 are 0700 root"
for who in "65534 65534" "4242 4242" "$u $u"; do
  check_fails "uid ${who% *} cannot read the workspace's files" as $who cat "$S/sandboxes/t1/workspace/src/.env"
  check_fails "... nor list it" as $who ls "$S/sandboxes/t1/workspace"
done
# a fork makes its directory private too
snap=$(sbxctl capture t1 | tail -1)
rc 0 "fork of t1's snapshot into t2" sbxctl fork "$snap" t2
is "$(mode "$S/sandboxes/t2")" "700 root root" "a fork's directory is 0700"
# a state directory an older sbxctl made: 0755 all the way down
chmod 0755 "$S" "$S/sandboxes" "$S/sandboxes/t1" "$S/sandboxes/t2"
check "... (an older state: uid 4242 reads the workspace)" as 4242 4242 cat "$S/sandboxes/t1/workspace/src/.env"
rc 0 "status on the older state" sbxctl status t1
is "$(mode "$S" "$S/sandboxes" "$S/sandboxes/t1" "$S/sandboxes/t2")" \
  "700 root root 700 root root 700 root root 700 root root" "... tightened STATE, sandboxes/ and every NAME"
check_fails "... uid 4242 reads nothing any more" as 4242 4242 cat "$S/sandboxes/t1/workspace/src/.env"
# an older state with no host-id, its first command one that opens the
# store (which makes host-id, for leases) before the catalog: making
# sandboxes/ private there hid every NAME from the catalog's pass
chmod 0755 "$S" "$S/sandboxes" "$S/sandboxes/t1" "$S/sandboxes/t2"; rm -f "$S/host-id"
rc 0 "snapshots on an older state with no host-id" sbxctl snapshots t1
rc 0 "... then status" sbxctl status t1
is "$(mode "$S/sandboxes" "$S/sandboxes/t1" "$S/sandboxes/t2")" \
  "700 root root 700 root root 700 root root" "... tightened sandboxes/ and every NAME"
is "$(sbxctl exec t1 -- cat src/.env </dev/null)" "AWS_SECRET=k" "exec still works"
# [exec] socket_group: its members reach the socket (traversal, 0710), nobody else
export SBX_CONFIG=$G
rc 0 "create g1 with socket_group = nogroup" sbxctl create g1
rc 0 "start g1" sbxctl start g1
is "$(mode "$S" "$S/sandboxes" "$S/sandboxes/g1" "$S/sandboxes/t1")" \
  "710 root nogroup 710 root nogroup 710 root nogroup 710 root nogroup" \
  "with socket_group: 0710 root:socket_group (t1's tightened too)"
is "$(as 12345 65534 sbxctl exec g1 -- echo member </dev/null)" "member" "a member of socket_group can exec"
check_fails "... but cannot list STATE/sandboxes" as 12345 65534 ls "$S/sandboxes"
check_fails "uid 4242, not a member, cannot exec" as 4242 4242 sbxctl exec g1 -- echo member
check_fails "... nor read t1's workspace" as 4242 4242 cat "$S/sandboxes/t1/workspace/src/.env"
export SBX_CONFIG=$C
rc 0 "back without socket_group: status" sbxctl status t1
is "$(mode "$S" "$S/sandboxes" "$S/sandboxes/g1")" "700 root nogroup 700 root nogroup 700 root nogroup" \
  "... 0700 again"
check_fails "... and the former group cannot exec" as 12345 65534 sbxctl exec g1 -- echo member
# a state_dir that is not sbx's (tools/catalog.c (7)): an existing
# directory of other files, no catalog.db (state_dir = /srv).  Any
# command, a failing status too, made it 0700: its other users shut out
mkdir -p "$T/shared/www"; echo hi >"$T/shared/www/index.html"; chmod 755 "$T/shared"
printf '[sbx]\nstate_dir = %s/shared\n[store]\nurl = %s/store\n' "$T" "$T" >"$T/shared.ini"
rc 1 "status with a state_dir of other files and no catalog.db: exit 1" sbxctl --config "$T/shared.ini" status nosuch
check "... saying it is not sbx's, naming what it holds" grep -q "state_dir $T/shared is not sbx's: it holds 'www'" "$T/.rc.out"
is "$(mode "$T/shared") $(ls "$T/shared")" "755 root root www" "... left 0755, no catalog made in it"
check "... another user still reads its files" as 4242 4242 cat "$T/shared/www/index.html"
rc 1 "config check refuses it too" sbxctl --config "$T/shared.ini" config check
rc 1 "snapshots (the store opened before any catalog) refuses it too" sbxctl --config "$T/shared.ini" snapshots t1
is "$(ls -A "$T/shared")" "www" "... writing nothing there (it made host-id)"
# sbx's own: what a wiped catalog leaves (the default store/), or the
# root of a new file system (lost+found)
mkdir -p "$T/own/lost+found" "$T/own/store"; chmod 755 "$T/own"
printf '[sbx]\nstate_dir = %s/own\n[store]\nurl = %s/store\n' "$T" "$T" >"$T/own.ini"
rc 0 "list with a state_dir holding only lost+found and store/" sbxctl --config "$T/own.ini" list
is "$(mode "$T/own")" "700 root root" "... made private, its catalog made"
# (15) a workspace's mountpoint refuses entries while nothing is mounted
# on it: a host-side write there (an operator's cp, a script) was hidden
# by the next mount and never captured.  Immutable where the file system
# has the flag (below, the checks of refusal are skipped where it has not).
export SBX_CONFIG=$C
at_exit "for n in m1 m2 m3; do sbxctl --config '$C' stop \$n; done"
mkdir "$T/probe"
imm=0; chattr +i "$T/probe" 2>/dev/null && { imm=1; chattr -i "$T/probe"; }
refused() {    # refused NAME PATH...: a host-side write under each is refused
  local what=$1 p; shift
  if [ $imm = 0 ]; then ok 0 "# SKIP $what: no immutable flag on $T"; return; fi
  for p in "$@"; do
    if touch "$p/lost" 2>/dev/null || mkdir "$p/lostd" 2>/dev/null; then ok 1 "$what"; diag "$p took a write"; return; fi
  done
  ok 0 "$what"
}
W1=$S/sandboxes/m1/workspace W2=$S/sandboxes/m2/workspace
rc 0 "create m1" sbxctl create m1
refused "a created sandbox's mountpoint refuses a host-side write" "$W1"
is "$(sbxctl exec m1 -- sh -c 'echo in > f && cat f' </dev/null)" in "it mounts over it, and its commands write"
rc 0 "stop m1" sbxctl stop m1
refused "stopped: its mountpoint refuses a host-side write" "$W1"
is "$(ls -A "$W1")" "" "... and is empty"
rc 0 "rename of the stopped m1 to m2" sbxctl update m1 --rename m2
refused "... whose mountpoint still refuses writes" "$W2"
snap=$(sbxctl capture m2 | tail -1)
rc 0 "fork m2's snapshot into m3" sbxctl fork "$snap" m3
refused "a fork's mountpoint refuses writes" "$S/sandboxes/m3/workspace"
rc 0 "start m2" sbxctl start m2
is "$(sbxctl exec m2 -- cat f </dev/null)" in "... with its tree"
rc 0 "restore m2 (unmount, mount again)" sbxctl restore m2 "$snap"
rc 0 "stop m2" sbxctl stop m2
refused "... after which its mountpoint refuses writes" "$W2"
# a mountpoint an older sbxctl left writable, written to meanwhile
chattr -i "$W2" 2>/dev/null; echo stray >"$W2/stray"
rc 1 "start of a sandbox whose mountpoint holds files is refused" sbxctl start m2
check "... naming it" grep -qF "$W2 is not empty" "$T/.rc.out"
check "... the file left where it was" test -f "$W2/stray"
out=$(sbxctl stop m2 2>/dev/null); rc=$?
is "$rc $out" "0 stopped m2" "a stop after that refused start: stopped, no 'taken over by another host' (its own lease was taken and let go)"
rm -f "$W2/stray"
rc 0 "once it is moved out, m2 starts" sbxctl start m2
is "$(sbxctl exec m2 -- cat f </dev/null)" in "... with its tree"
rc 0 "stop m2 again" sbxctl stop m2
# a tree sbxctl sets aside (its meta.db lost: .m2.missing.T) is unsealed:
# nothing mounts there again, and the README's recipe (chattr -i
# STATE/sandboxes/*/workspace, then rm -rf) skips dot names
rm "$S/sandboxes/m2/meta.db"
rc 0 "start m2 with its tree lost: set aside, the latest restored" sbxctl start m2
rc 0 "stop m2" sbxctl stop m2
aside=$(ls -d "$S"/sandboxes/.m2.missing.* | head -1)
if [ $imm = 0 ]; then ok 0 "# SKIP no immutable flag on $T"; else
  check "... the set-aside tree's mountpoint takes a write (unsealed)" touch "$aside/workspace/x"; fi
# m3's directory set aside (an operator's mv, as a wake's stale tree)
mv "$S/sandboxes/m3" "$S/sandboxes/.m3.stale.1700000000"
rc 0 "delete m2" sbxctl delete m2
rc 0 "delete m3" sbxctl delete m3
check_fails "... their directories are gone, set-aside ones too" \
  ls -d "$S/sandboxes/m2" "$S/sandboxes/m3" "$S/sandboxes/.m3.stale.1700000000"
done_testing
