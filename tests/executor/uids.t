#!/bin/bash
# uids.t: every sandbox runs as a uid of its own ([exec] uid_base + a
# slot its catalog keeps), while its tree keeps [exec] uid as the owner
# (sbxfs --map-uid/--map-gid): a tree restores and forks into another
# sandbox, with another uid, as that one's own; slots come back when a
# sandbox is deleted; uid_count = 0 shows the tree as it is stored.
. "$(dirname "$0")/../lib.sh"
# a range of its own, so that which uid each sandbox gets does not
# depend on other state dirs' sandboxes running on this host meanwhile
# (uids are claimed host-wide: a test run beside this one would move
# these sandboxes off the slots checked below)
EXEC_INI="uid_base = $((1100000000 + ($$ % 20000) * 64))
uid_count = 64"
. "$(dirname "$0")/common.sh"
command -v setfacl >/dev/null || skip_all "no setfacl (acl)"

check "u1 starts" sb_start u1
u1=$(sx u1 'id -u')
check "u1 runs as a uid of its own ($u1)" test "${u1:-0}" -ge 1000000000
is "$(sbxctl --json status u1 | python3 -c 'import json,sys; print(json.load(sys.stdin)["uid"])')" "$u1" "status says which"
sx u1 'echo one > f && mkdir d && ln -s f l && setfacl -m u:$(id -u):rw f'
is "$(sx u1 'stat -c %u:%g f d l')" "$u1:$u1
$u1:$u1
$u1:$u1" "its files are its own, inside"
is "$(sx u1 "getfacl -cn f | grep '^user:[0-9]'")" "user:$u1:rw-" "an ACL entry naming it shows its uid"
snap=$(sbxctl capture u1 2>/dev/null | tail -1)
check "u1 is captured ($snap)" test -n "$snap"
check "a fork of it starts as u2" sh -c "sbxctl fork '$snap' u2 >/dev/null && sbxctl start u2 >/dev/null"
at_exit "sb_stop u2"
u2=$(sx u2 'id -u')
check "u2 runs as another uid ($u2)" test -n "$u2" -a "$u2" != "$u1"
is "$(sx u2 'stat -c %u:%g f d l')" "$u2:$u2
$u2:$u2
$u2:$u2" "u2 owns the files u1 made"
check "u2 writes them" sx u2 'echo two >> f && touch d/x'
is "$(sx u2 "getfacl -cn f | grep '^user:[0-9]'")" "user:$u2:rw-" "... and the ACL entry names u2"
check_fails "u1's uid owns nothing of u2's" sh -c "stat -c %u '$(sb_dir u2)/workspace/f' | grep -qx '$u1'"
# slots: kept across a restart, freed by delete
check "u1 stops and starts again" sh -c "sbxctl stop u1 >/dev/null && sbxctl start u1 >/dev/null"
is "$(sx u1 'id -u')" "$u1" "u1 keeps its uid"
check "u2 is deleted" sh -c "sbxctl stop u2 >/dev/null; sbxctl delete u2 >/dev/null"
check "u3 starts" sb_start u3
is "$(sx u3 'id -u')" "$u2" "u3 takes the uid u2 left"
# the tree itself keeps [exec] uid: seen without the map, as stored
check "u1 stops" sbxctl stop u1
sed '/^uid_count = /d; s/^\[exec\]$/[exec]\nuid_count = 0/' "$SBX_CONFIG" > "$T/shared.ini"
check "u1 starts with uid_count = 0" sh -c "SBX_CONFIG=$T/shared.ini sbxctl start u1 >/dev/null"
is "$(stat -c %u:%g "$(sb_dir u1)/workspace/f" "$(sb_dir u1)/workspace/d")" "65534:65534
65534:65534" "its tree names [exec] uid and gid"
is "$(SBX_CONFIG=$T/shared.ini sbxctl exec u1 -- id -u </dev/null)" "65534" "... and it runs as [exec] uid"
check "back to its own uid" sh -c "sbxctl stop u1 >/dev/null && sbxctl start u1 >/dev/null"
is "$(sx u1 'id -u')" "$u1" "u1 has its uid again"
# an artifact is stored as the tree has it ([exec] uid) and lands owned
# by its caller (tools/cmd_artifact.c (4)): never by u1's uid
aid=$(sbxctl --json artifact publish u1 f | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])' 2>/dev/null)
check "an artifact of u1's file ($aid)" test -n "$aid"
mkdir -p "$T/got"
check "is fetched" sbxctl artifact get "$aid" "$T/got/"
is "$(stat -c %u:%g "$T/got/f")" "0:0" "... owned by the caller (root), not u1's"
# the map is one to one: the host's 65534 (nobody) is not the sandbox
sx u1 'touch g && setfacl -m u:65534:r,u:$(id -u):rw g'
is "$(sx u1 "getfacl -cn g | grep '^user:[0-9]'" | sort)" "user:$u1:rw-
user:65534:r--" "an ACL naming nobody and the sandbox keeps two entries"
check "... which setfacl takes again" sx u1 'setfacl -m u:65534:rw g'
echo host > "$(sb_dir u1)/workspace/h" && chown 65534:65534 "$(sb_dir u1)/workspace/h"
is "$(sx u1 'stat -c %u h')" "65534" "a file the host gives to nobody is nobody's, inside"
check_fails "... not the sandbox's" sx u1 'echo x >> h'
# ... and stays nobody's in a fork into another sandbox (another uid):
# the tree stores the host's 65534 as an id of no sandbox, not as u1's
sx u1 'mkdir dd && setfacl -m g:65534:r g && setfacl -d -m u:65534:rx,g:65534:r dd'
chown 65534:65534 "$(sb_dir u1)/workspace/dd"
snap=$(sbxctl capture u1 2>/dev/null | tail -1)
check "u1 is captured again ($snap)" test -n "$snap"
check "a fork of it starts as u4" sh -c "sbxctl fork '$snap' u4 >/dev/null && sbxctl start u4 >/dev/null"
at_exit "sb_stop u4"
u4=$(sx u4 'id -u')
check "u4 runs as another uid ($u4)" test -n "$u4" -a "$u4" != "$u1"
is "$(sx u4 "getfacl -cn g | grep -E '^(user|group):[0-9]'" | sort)" "group:65534:r--
user:$u4:rw-
user:65534:rw-" "in u4, the ACL entries for nobody name nobody, not u1"
is "$(sx u4 "getfacl -cn dd | grep -E '^default:(user|group):[0-9]'" | sort)" "default:group:65534:r--
default:user:65534:r-x" "... the default ACL's too"
is "$(sx u4 'stat -c %u:%g h dd')" "65534:65534
65534:65534" "the files the host gave nobody are nobody's in u4"
check_fails "... not u4's" sx u4 'echo x >> h'
check_fails "u1's uid is named nowhere in u4" sh -c "cd '$(sb_dir u4)/workspace' && { stat -c '%u %g' * ; getfacl -Rn . ; } 2>/dev/null | grep -qw '$u1'"
check "u4 stops" sh -c "sbxctl stop u4 >/dev/null"
# a tree written before (no ids row in meta) has the host's 65534 as
# the writer's uid: mounted again by that sandbox, it is moved (fs/meta.c (8))
check "u1 stops" sh -c "sbxctl stop u1 >/dev/null"
old_tree() {
  python3 - "$1" "$2" <<'PY'
import sqlite3, struct, sys
db, me, N = sqlite3.connect(sys.argv[1]), int(sys.argv[2]), 4294967295
db.execute("DELETE FROM meta WHERE key='ids'")
db.execute("UPDATE inode SET uid=? WHERE uid=?", (me, N))
db.execute("UPDATE inode SET gid=? WHERE gid=?", (me, N))
for ino, name, v in db.execute("SELECT ino, name, value FROM xattr").fetchall():
    if bytes(name).startswith(b"system.posix_acl_"):
        e = [list(struct.unpack_from("<HHI", v, 4 + 8 * i)) for i in range((len(v) - 4) // 8)]
        e = [[t, p, me if t in (2, 8) and i == N else i] for t, p, i in e]
        nv = v[:4] + b"".join(struct.pack("<HHI", *x) for x in e)
        db.execute("UPDATE xattr SET value=? WHERE ino=? AND name=?", (nv, ino, name))
db.commit()
PY
}
check "... and its tree is made as the code before wrote it" old_tree "$(sb_dir u1)/meta.db" "$u1"
check "u1 starts again" sh -c "sbxctl start u1 >/dev/null 2>$T/u1.start"
is "$(sx u1 'stat -c %u:%g h dd')" "65534:65534
65534:65534" "the files nobody had are nobody's"
is "$(sx u1 "getfacl -cn g | grep -E '^(user|group):[0-9]'" | sort)" "group:65534:r--
user:$u1:rw-
user:65534:rw-" "... and the ACL entries"
is "$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(\"SELECT value FROM meta WHERE key='ids'\").fetchone()[0])" "$(sb_dir u1)/meta.db")" "1" "the tree says so now"
is "$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT count(*) FROM inode WHERE uid=? OR gid=?', (int(sys.argv[2]),) * 2).fetchone()[0])" "$(sb_dir u1)/meta.db" "$u1")" "0" "... and names u1's uid nowhere"
check "sbxfs says what it moved" grep -q "(owners 4, ACL entries 4) moved from this sandbox's $u1/$u1 to 4294967295" "$T/u1.start"
# a sandbox started before sandboxes had uids of their own ([exec] uid):
# its sbxexec outlives a dead sbxfs, and the new mount shows it the tree
check "p1 starts as [exec] uid" sh -c "SBX_CONFIG=$T/shared.ini sbxctl create p1 >/dev/null && SBX_CONFIG=$T/shared.ini sbxctl start p1 >/dev/null"
at_exit "sb_stop p1"
sx p1 'echo old > a'
kill -9 "$(cat "$(sb_dir p1)/sbxfs.pid")"
check "its sbxfs is killed; start mounts it again" sh -c "sbxctl start p1 >/dev/null 2>&1"
is "$(sx p1 'id -u')" "65534" "its sbxexec still runs as [exec] uid"
check "... and writes its files" sx p1 'echo more >> a && echo new > b'
is "$(sbxctl --json status p1 | python3 -c 'import json,sys; print(json.load(sys.stdin)["uid"])')" "65534" "status says so"
check "at its next start it has its own" sh -c "sbxctl stop p1 >/dev/null && sbxctl start p1 >/dev/null"
p1=$(sx p1 'id -u')
check "... ($p1)" test "${p1:-0}" -ge 1000000000
check "... and its files are its own" sx p1 'echo again >> a && cat b'
# a rename onto the name of a deleted sandbox
made_stopped() { sbxctl create "$1" >/dev/null && sbxctl start "$1" >/dev/null && sbxctl stop "$1" >/dev/null; }
check "y is made and stopped" made_stopped y
check "x is made, stopped, deleted" sh -c "$(declare -f made_stopped); made_stopped x && sbxctl delete x >/dev/null"
check "y is renamed x" sbxctl update y --rename x
check "x starts" sbxctl start x
at_exit "sb_stop x"
# a range that holds [exec] uid is refused with the configuration
# (conf.c (4)): no sandbox is made to fail at each start
sed '/^uid_count = /d; /^uid_base = /d; s/^\[exec\]$/[exec]\nuid_base = 60000\nuid_count = 10000/' "$SBX_CONFIG" > "$T/bad.ini"
check_fails "a range holding [exec] uid: the configuration is refused" sh -c "SBX_CONFIG=$T/bad.ini sbxctl create z 2>$T/z.err"
check "... and says why" grep -q "hold \[exec\] uid" "$T/z.err"
# a uid that someone on the host has is refused (1..10: daemon, bin, ... on Debian;
# ten slots: the catalog's sandboxes hold five)
sed '/^uid_count = /d; /^uid_base = /d; s/^\[exec\]$/[exec]\nuid_base = 1\nuid_count = 10/' "$SBX_CONFIG" > "$T/taken.ini"
check "w is made" sh -c "SBX_CONFIG=$T/taken.ini sbxctl create w >/dev/null"
check_fails "a uid that is a host user's does not start it" sh -c "SBX_CONFIG=$T/taken.ini sbxctl start w 2>$T/w.err"
check "... and says whose" grep -q "is user .* on this host" "$T/w.err"
# two state dirs on one host give out the same slots: a uid another
# state dir's running sandbox has is claimed (/run/sbx/uids) and skipped
sed "s|^state_dir = .*|state_dir = $T/other|; s|^url = .*|url = $T/ostore|" "$SBX_CONFIG" > "$T/other.ini"
eval "o() { SBX_CONFIG='$T/other.ini' sbxctl \"\$@\"; }"
u1=$(sx u1 'id -u')
check "o1, of another state dir, starts beside u1 ($u1)" sh -c "$(declare -f o); o create o1 >/dev/null && o start o1 >/dev/null"
at_exit "SBX_CONFIG=$T/other.ini sbxctl stop o1; SBX_CONFIG=$T/other.ini sbxctl delete o1"
o1=$(o exec o1 -- id -u </dev/null)
check "o1 runs as a uid of its own ($o1)" test "${o1:-0}" -ge 1000000000
check "... not u1's" test -n "$o1" -a "$o1" != "$u1"
check "u1 stops; o2 may take its uid then" sh -c "sbxctl stop u1 >/dev/null"
check "o2 starts" sh -c "$(declare -f o); o create o2 >/dev/null && o start o2 >/dev/null"
at_exit "SBX_CONFIG=$T/other.ini sbxctl stop o2; SBX_CONFIG=$T/other.ini sbxctl delete o2"
o2=$(o exec o2 -- id -u </dev/null)
check "u1 starts again" sh -c "sbxctl start u1 >/dev/null"
u1b=$(sx u1 'id -u')
check "u1 and o2 have two uids ($u1b, $o2)" test -n "$u1b" -a -n "$o2" -a "$u1b" != "$o2" -a "$u1b" != "$o1"
is "$(sx u1 'stat -c %u f')" "$u1b" "u1's files are its own under its new uid"
# sbxfs itself refuses a uid claimed by another
mkdir -p "$T/cm"
check_fails "sbxfs refuses to serve as a uid claimed by another sandbox" sh -c \
  "sbxfs --meta $T/cm.db --store $T/store --map-uid 65534=$u1b --claim someone-else $T/cm 2>$T/cm.err"
check "... and says whose it is" grep -q "host uid $u1b is another sandbox's on this host: .*/sandboxes/u1 runs as it" "$T/cm.err"
check_fails "... and makes no meta file" test -e "$T/cm.db"
check_fails "... sbxexec too" sh -c \
  "sbxexec --config $SBX_CONFIG --dir $T/cmx --workspace $T/cm --uid $u1b --gid $u1b --claim someone-else 2>$T/cmx.err"
check "... and says so" grep -q "is another sandbox's on this host: .*/sandboxes/u1 runs as it" "$T/cmx.err"
# slots run out: every sandbox that exists holds one, stopped ones too;
# the record says so (it said strerror(EUSERS): "Too many users")
printf '[sbx]\nstate_dir = %s/ux\n[store]\nurl = %s/uxs\n[exec]\nuid_base = %s\nuid_count = 1\n' \
  "$T" "$T" "$((1100000000 + ($$ % 20000) * 64 + 40))" > "$T/ux.ini"
ux() { sbxctl --config "$T/ux.ini" "$@"; }
ux create w1 >/dev/null; ux create w2 >/dev/null
check "w1 takes the only slot" ux start w1
ux stop w1 >/dev/null
check_fails "w2 finds none, w1 stopped" ux start w2
check "w2's record says why" sh -c "sbxctl --config '$T/ux.ini' --json status w2 | grep -q 'no free uid slot: .*stopped and sleeping ones too.*uid_count'"
ux delete w1 >/dev/null
check "once w1 is deleted, w2 starts" ux start w2
ux stop w2 >/dev/null
done_testing
