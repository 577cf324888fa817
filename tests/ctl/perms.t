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
done_testing
