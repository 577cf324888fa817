#!/bin/bash
# artifact.t: artifact publish/list/get (tools/cmd_artifact.c): a folder
# of a workspace comes back whole on another host, after the sandbox was
# deleted and gc ran; publishing shares chunks (the store barely grows).
source "$(dirname "$0")/../lib.sh"
need_root
PATH=$SBX_BIN:/usr/bin:$PATH
C=$T/sbx.ini
printf '[sbx]\nstate_dir = %s/state\n[store]\nurl = %s/store\n' "$T" "$T" >"$C"
C2=$T/sbx2.ini
printf '[sbx]\nstate_dir = %s/state2\n[store]\nurl = %s/store\n' "$T" "$T" >"$C2"
export SBX_CONFIG=$C
at_exit "sbxctl --config '$C' stop art"
sbxctl create art >/dev/null
sbxctl exec art -- sh -c 'mkdir -p dist/sub && head -c 5000000 /dev/urandom > dist/big && echo hi > dist/sub/a &&
  ln -s sub/a dist/link && echo secret > notpublished' >/dev/null
WS=$T/state/sandboxes/art/workspace
sleep 1.2
(cd "$WS" && find dist -printf '%p %y %m %l\n' | sort; sha256sum dist/big dist/sub/a) >"$T/want"
before=$(du -sb "$T/store" | cut -f1)
id=$(sbxctl artifact publish art dist --label "release 1" | tail -1)
check "publish prints the artifact id" sh -c "echo '$id' | grep -qE '^[0-9a-f]{64}$'"
after=$(du -sb "$T/store" | cut -f1)
check "publishing 5 MB stored no copy of the data (store +$(( after - before )) bytes)" \
  test $(( after - before )) -lt 1000000
check "list shows it with its path and label" sh -c "sbxctl artifact list | grep -q '^$id .* art .* dist  release 1$'"
check "the scratch tree is gone" sh -c "! ls -a '$T/state/sandboxes' | grep -q artifact"
# the sandbox's own name of a file, /workspace/PATH: said how to name it
# (it said only "art workspace/dist: No such file or directory")
rc 1 "publish of /workspace/dist: no such path" sbxctl artifact publish art /workspace/dist
is "$(cat "$T/.rc.out")" "sbxctl: artifact publish art workspace/dist: No such file or directory (PATH is a name inside the workspace: give dist, not /workspace/dist)" \
  "... saying PATH is a name inside the workspace"
# an artifact's id is its snapshot's (time and label in it), not a hash
# of the files: the same unchanged path published twice has two ids
ida=$(sbxctl artifact publish art dist/sub/a | tail -1); idb=$(sbxctl artifact publish art dist/sub/a | tail -1)
check "the same unchanged path published twice: two ids" sh -c "[ -n '$ida' ] && [ -n '$idb' ] && [ '$ida' != '$idb' ]"
rc 0 "stop art" sbxctl stop art
rc 0 "delete art" sbxctl delete art
rc 0 "gc --min-age 0" sbxctl gc --min-age 0
mkdir "$T/out"
rc 0 "get it on another host after delete and gc" sbxctl --config "$C2" artifact get "${id:0:12}" "$T/out"
(cd "$T/out" && find dist -printf '%p %y %m %l\n' | sort; sha256sum dist/big dist/sub/a) >"$T/got"
check "it is whole: names, types, modes, links, contents" diff "$T/want" "$T/got"
check_fails "nothing else of the workspace came" test -e "$T/out/notpublished"
rc 1 "get of an unknown artifact" sbxctl artifact get 0000deadbeef "$T/out2"
# a get never replaces files without being told to
echo mine >"$T/out/dist/sub/a"
sbxctl artifact get "${id:0:12}" "$T/out" >"$T/get.out" 2>&1
is "$?" 1 "get into a directory that is not empty is refused"
check "... saying so" grep -q "is a directory that is not empty" "$T/get.out"
is "$(cat "$T/out/dist/sub/a")" mine "... and its files are as they were"
echo mine >"$T/file"
rc 1 "get onto an existing file is refused" sbxctl artifact get "${id:0:12}" "$T/file"
is "$(cat "$T/file")" mine "... and the file is as it was"
rc 1 "get into a directory that does not exist" sbxctl artifact get "${id:0:12}" "$T/nodir/x"
check "... says which" grep -q "artifact get: $T/nodir: No such file or directory" "$T/.rc.out"
rc 0 "get --force copies into it" sbxctl artifact get "${id:0:12}" "$T/out" --force
is "$(cat "$T/out/dist/sub/a")" hi "... replacing the files of the same names"
mkdir "$T/empty"
rc 0 "get into an empty directory works" sbxctl artifact get "${id:0:12}" "$T/empty"
check "... into it" test -f "$T/empty/dist/sub/a"
# a new name that is the artifacts' is bad usage, exit 2, as every other
# name no sandbox may take (it was exit 1, as for a failure)
rc 2 "no sandbox may take the artifacts' name" sbxctl create sbx.artifacts
sbxctl create rsv >/dev/null
rc 2 "... nor a rename" sbxctl update rsv --rename sbx.artifacts
check "... which says it is reserved (not: a sandbox of that name exists)" grep -q "is reserved (artifacts)" "$T/.rc.out"
rc 2 "... nor a fork" sbxctl fork "$id" sbx.artifacts
check "... which says it is reserved" grep -q "is reserved (artifacts)" "$T/.rc.out"
sbxctl delete rsv >/dev/null
# a fork of an artifact is refused, as its restore is (it made a sandbox
# of tenant default, whatever the publisher's)
rc 1 "a fork of an artifact is refused" sbxctl fork "$id" fka
check "... saying it is an artifact" grep -q "refused: $id is an artifact, no sandbox's snapshot" "$T/.rc.out"
rc 1 "... and no sandbox fka is made" sbxctl status fka
rc 2 "publish of a path outside the workspace" sbxctl artifact publish art ../etc
rc 2 "artifact without a subcommand" sbxctl artifact
# arguments that are not UTF-8 cannot go into the label's JSON: refused
# with exit 2 before anything is woken (it crashed with SIGSEGV, 139,
# after the copy, leaving its scratch tree behind)
rc 0 "start art2" sbxctl create art2
at_exit "sbxctl --config '$C' stop art2"
sbxctl exec art2 -- sh -c "mkdir -p out/\$(printf 'e\\377') \$(printf 'd\\377'); echo x > out/r;
  echo y > \$(printf 'd\\377')/f; echo z > out/\$(printf 'e\\377')/g" >/dev/null
rc 2 "publish with a --label that is not UTF-8" sbxctl artifact publish art2 out --label $'\xff'
check "... says why" grep -q "is not UTF-8" "$T/.rc.out"
rc 2 "publish of a path that is not UTF-8 (a name a command made)" sbxctl artifact publish art2 $'d\xff'
check "... says why" grep -q "is not UTF-8" "$T/.rc.out"
check "... and leaves no scratch tree" sh -c "! ls -a '$T/state/sandboxes' | grep -q artifact"
id2=$(sbxctl artifact publish art2 out --label "é" | tail -1)
is "$(sbxctl --json artifact publish art2 out --label "é" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["label"], d["path"])')" \
  "é out" "publish --json gives its label too, as list does (it had none)"
mkdir "$T/o8"
rc 0 "a name inside the folder that is not UTF-8 is data: published" sbxctl artifact get "${id2:0:12}" "$T/o8"
is "$(cat "$T/o8/out/"$'e\xff'"/g")" z "... and got back whole"
# get --json: the dest is a JSON string, quoted (it was printed as is)
rc 0 "get --json into a dest with a quote" sbxctl --json artifact get "${id2:0:12}" "$T/q\"x"
check "... prints valid JSON naming it" python3 -c '
import json,sys; d=json.load(open(sys.argv[1])); assert d["dest"]==sys.argv[2], d' "$T/.rc.out" "$T/q\"x"
rc 2 "get --json into a dest that is not UTF-8" sbxctl --json artifact get "${id2:0:12}" "$T/"$'\xff'
check_fails "... writes nothing" test -e "$T/"$'\xff'
# a path (a name the sandbox made) and a label are shown escaped, as
# history, diff and snapshots show theirs: raw, ESC reached the terminal
# and a newline forged a row of list; --json keeps the exact text
P=$'pub\e]0;owned\a\e[2J\nFAKE'
sbxctl exec art2 -- sh -c 'echo x >"$1"' sh "$P" >/dev/null
sbxctl artifact publish art2 "$P" --label $'l\e[2J' >"$T/pub.out" 2>&1
is "$?" 0 "publish of a path whose name holds ESC and a newline"
check "... prints it escaped" grep -qF 'published pub\x1b]0;owned\x07\x1b[2J\nFAKE of art2' "$T/pub.out"
sbxctl artifact list >"$T/list.out" 2>&1
check "list shows it escaped" grep -qF ' pub\x1b]0;owned\x07\x1b[2J\nFAKE  l\x1b[2J' "$T/list.out"
check_fails "publish and list print no raw ESC or BEL" grep -q $'[\e\a]' "$T/pub.out" "$T/list.out"
check_fails "... and no forged row" grep -q '^FAKE' "$T/list.out"
sbxctl artifact get "$(tail -1 "$T/pub.out")" "$T/oesc" >"$T/get2.out" 2>&1
check "get names it escaped" grep -qF '(pub\x1b]0;owned\x07\x1b[2J\nFAKE) into' "$T/get2.out"
check "list --json keeps the exact path and label" python3 -c '
import json,sys; d=json.load(sys.stdin)
assert [a for a in d if a["path"] == sys.argv[1] and a["label"] == "l\x1b[2J"], d' "$P" <<<"$(sbxctl --json artifact list)"
W2=$T/state/sandboxes/art2/workspace
# get landed the sandbox's files as they were in it: owned by its uid
# (nobody on the host) with the modes it chose, 0777 kept, so any host
# user could rewrite a fetched tool.  They land owned by get's caller (its
# real uid: root here), without group or other write, DEST itself too.
sbxctl exec art2 -- sh -c 'mkdir -p rel/bin && printf "#!/bin/sh\necho release\n" > rel/bin/tool &&
  echo doc > rel/doc && chmod 0777 rel rel/bin rel/bin/tool && chmod 0664 rel/doc && ln -s bin/tool rel/run &&
  mkdir rel/sg rel/st && chmod 2777 rel/sg && chmod 1777 rel/st' >/dev/null
id3=$(sbxctl artifact publish art2 rel | tail -1)
rc 0 "get of a tree the sandbox made 0777" sbxctl artifact get "${id3:0:12}" "$T/rel"
is "$(stat -c '%a %u:%g' "$T/rel" "$T/rel/bin" "$T/rel/bin/tool" "$T/rel/doc" | tr '\n' ' ')" \
  "755 0:0 755 0:0 755 0:0 644 0:0 " "... lands owned by its caller (root), no group or other write"
is "$(stat -c '%u:%g' "$T/rel/run")" "0:0" "... a symlink too"
is "$(stat -c %a "$T/rel/sg" "$T/rel/st" | tr '\n' ' ')" "755 755 " \
  "... a set-group-ID or sticky directory without its bit (README: cleared)"
is "$("$T/rel/run")" release "... and runs"
check_fails "nobody cannot rewrite the fetched tool" setpriv --reuid=65534 --regid=65534 --clear-groups \
  sh -c "echo TAMPERED > '$T/rel/bin/tool'"
check_fails "uid 4242 cannot add a file to it" setpriv --reuid=4242 --regid=4242 --clear-groups \
  sh -c "echo planted > '$T/rel/bin/evil'"
# a block or character device in a workspace (import takes them: an
# export made where its author was root) landed on the host as a live
# node, mode kept (0444 for the host's disk: readable by every user), and
# trusted.* and security.* xattrs with it: get leaves device nodes out,
# saying how many, and lands user.* xattrs only
mkdir "$W2/devs" && echo data >"$W2/devs/f" && mknod -m 0444 "$W2/devs/disk" b 253 0 &&
  mknod -m 0666 "$W2/devs/null" c 1 3 && setfattr -n user.keep -v 1 "$W2/devs/f" &&
  setfattr -n trusted.t -v 1 "$W2/devs/f" && setfattr -n security.s -v 1 "$W2/devs/f" &&
  setfattr -n trusted.t -v 1 "$W2/devs"
id4=$(sbxctl artifact publish art2 devs | tail -1)
rc 0 "get of a folder holding device nodes and trusted.*, security.* xattrs" sbxctl artifact get "${id4:0:12}" "$T/devs"
check "... says it left 2 device nodes out" grep -q "left out 2 device nodes" "$T/.rc.out"
is "$(cd "$T/devs" && find . | sort | tr '\n' ' ')" ". ./f " "... lands no device node"
is "$(getfattr --absolute-names -d -m - "$T/devs" "$T/devs/f" 2>&1 | grep =)" 'user.keep="1"' \
  "... and of the xattrs only user.*"
id7=$(sbxctl artifact publish art2 devs/disk | tail -1)
rc 1 "get of an artifact that is a device node" sbxctl artifact get "${id7:0:12}" "$T/disk"
check_fails "... writes nothing" test -e "$T/disk"
# a folder holding a directory without u+w (Go's module cache, any chmod
# -R a-w tree) failed to publish: the confined cp sets a directory's mode
# through /proc/self/fd, and its root had no /proc
sbxctl exec art2 -- sh -c 'mkdir -p ro/mod/sub ro/none && echo hi >ro/mod/sub/a &&
  chmod 555 ro/mod/sub && chmod 500 ro/mod && chmod 500 ro/none' >/dev/null
id5=$(sbxctl artifact publish art2 ro | tail -1)
check "publish of a folder holding directories 0555 and 0500" grep -qE '^[0-9a-f]{64}$' <<<"$id5"
rc 0 "... and get of it" sbxctl artifact get "${id5:0:12}" "$T/ro"
is "$(stat -c %a "$T/ro/mod" "$T/ro/mod/sub" "$T/ro/none" 2>&1 | tr '\n' ' ')$(cat "$T/ro/mod/sub/a" 2>&1)" "500 555 500 hi" \
  "... whole, modes kept"
# publish's cp ran as root keeping CAP_DAC_OVERRIDE, and GNU cp -a walks
# the folder by path: a directory the sandbox swapped for a symlink mid-
# copy (renameat2 RENAME_EXCHANGE in a loop) led it to host /usr files,
# root-only ones too (/usr/share/polkit-1/rules.d, 0700).  cp runs as the
# sandbox's uid, without capabilities to read: it reads what the sandbox
# may.  Its own 0600 files, hard links, times and user.* xattrs publish
# as before; a file it cannot read (a root-only one a host process left
# in the workspace, or its own mode 000) fails the publish, cp naming it
sbxctl exec art2 -- python3 -c '
import os
os.makedirs("/workspace/mine/d"); open("/workspace/mine/own", "w").write("mine\n")
os.chmod("/workspace/mine/own", 0o600); os.link("/workspace/mine/own", "/workspace/mine/d/hl")
os.setxattr("/workspace/mine/own", "user.k", b"v"); os.utime("/workspace/mine/own", (1e9, 1e9))' >/dev/null
id9=$(sbxctl artifact publish art2 mine | tail -1)
rc 0 "publish of the sandbox's own 0600 file, hard-linked, with a user.* xattr" sbxctl artifact get "${id9:0:12}" "$T/mine"
is "$(stat -c '%a %h %Y' "$T/mine/own"; cat "$T/mine/d/hl"; getfattr --only-values -n user.k "$T/mine/own")" \
  "600 2 1000000000
mine
v" "... lands whole: mode, link, time, xattr"
n=$(sbxctl artifact list | wc -l)
mkdir "$W2/hostonly" && echo "root only" >"$W2/hostonly/rules" && chmod 600 "$W2/hostonly/rules"
rc 1 "publish of a folder holding a root-only 0600 file (the sandbox cannot read it)" \
  sbxctl artifact publish art2 hostonly
check "... cp names it" grep -q "hostonly/rules.*Permission denied" "$T/.rc.out"
check "... and publish says why" grep -q "readable by the sandbox" "$T/.rc.out"
check "... in its last line" sh -c "tail -1 '$T/.rc.out' | grep -q 'copy of hostonly failed'"
check_fails "... with no \"Input/output error\" line after it" grep -q "Input/output error" "$T/.rc.out"
sbxctl exec art2 -- sh -c 'mkdir nor && echo x >nor/f && chmod 000 nor/f' >/dev/null
rc 1 "publish of a folder holding the sandbox's own mode 000 file" sbxctl artifact publish art2 nor
is "$(sbxctl artifact list | wc -l)" "$n" "... neither made an artifact"
# the confined copy's setup failed (unshare refused: a shim): publish said
# "could not set up the confined copy", then "copy of ... failed (cp says
# why above ...)", though cp never ran
if is_asan; then ok 0 "# SKIP no LD_PRELOAD shim under a sanitizer"; else
  printf '#include <errno.h>\nint unshare(int f) { (void)f; errno = EPERM; return -1; }\n' >"$T/nons.c"
  cc -O1 -shared -fPIC -o "$T/nons.so" "$T/nons.c"
  rc 1 "publish whose confined copy cannot be set up" env LD_PRELOAD="$T/nons.so" sbxctl artifact publish art2 mine
  check "... says what failed and why" grep -q "could not set up the confined copy: unshare: Operation not permitted" "$T/.rc.out"
  check_fails "... and blames no cp, which never ran" grep -q "cp says why" "$T/.rc.out"
  is "$(sbxctl artifact list | wc -l)" "$n" "... and makes no artifact"
fi
# a folder holding a path of 4080 bytes (legal in the sandbox) published
# but could never be fetched: get fixed modes by absolute paths under
# STATE/sandboxes/.artifact.PID/workspace/, past PATH_MAX
sbxctl exec art2 -- python3 -c '
import os
os.chdir("/workspace"); os.mkdir("deep"); os.chdir("deep")
for i in range(16): n="%02d"%i+"P"*250; os.mkdir(n); os.chdir(n)
open("L"*(4080-len(os.getcwd())-1),"w").write("deep\n")' >/dev/null
id6=$(sbxctl artifact publish art2 deep | tail -1)
rc 0 "get of a folder holding a path of 4080 bytes" sbxctl artifact get "${id6:0:12}" "$T/deep"
is "$(find "$T/deep" -type f -name 'L*' -exec cat {} + 2>&1)" deep "... whole"
# a folder whose paths pass PATH_MAX as cp -a names them failed in cp
# (ENAMETOOLONG, a line of 4 KB a path) and publish blamed permissions:
# refused up front, cp's words bounded.  cp names a source by its path
# from the folder's parent (TOP/...), a directory by its destination's
# too (/dst/TOP/...): a file of 4095 bytes and a directory of 4090 fit
sbxctl exec art2 -- python3 -c '
import os
for top, n in (("edgeok", 4090), ("edgeno", 4091)):
    os.chdir("/workspace"); os.mkdir(top); os.chdir(top); rel = len(top)
    for i in range(16): d = "%02d" % i + "P" * 250; os.mkdir(d); os.chdir(d); rel += 1 + len(d)
    os.mkdir("D" * (n - rel - 1))
    if top == "edgeok": open("F" * (4095 - rel - 1), "w").write("edge\n")' >/dev/null
n=$(sbxctl artifact list | wc -l)
rc 0 "publish of a folder holding a file of 4095 bytes and a directory of 4090" sbxctl artifact publish art2 edgeok
rc 1 "... of a directory of 4091 bytes (past PATH_MAX under /dst/): refused" sbxctl artifact publish art2 edgeno
check "... saying a path is too long to copy" grep -q "holds a path too long to copy" "$T/.rc.out"
check_fails "... not blaming permissions" grep -q "readable by" "$T/.rc.out"
is "$(sbxctl artifact list | wc -l)" "$((n + 1))" "... no artifact made of it"
sbxctl exec art2 -- sh -c 'mkdir many && cd many && for i in $(seq 200); do
  touch "f$i$(printf %0200d 0)"; done && chmod 000 *' >/dev/null
rc 1 "publish of a folder of 200 files it cannot read" sbxctl artifact publish art2 many
check "... cp's words cut short (under 8 KB)" test "$(wc -c <"$T/.rc.out")" -lt 8192
check "... saying how many lines were left out" grep -q "more lines" "$T/.rc.out"
# get --force wrote through a symlink an earlier artifact left at DEST
# (or in it): cp opened what was there, so a sandbox that published
# "tool -> /etc/x" once had the next get --force overwrite that host file
# as root.  get copies into a temporary directory next to DEST and puts
# each entry in place by rename: a symlink there is replaced, not followed
echo "host file" >"$T/victim"; mkdir "$T/vdir"
sbxctl exec art2 -- sh -c "ln -s '$T/victim' tool && mkdir build && ln -s '$T/victim' build/app.js &&
  ln -s '$T/vdir' dl" >/dev/null
ia=$(sbxctl artifact publish art2 tool | tail -1); ib=$(sbxctl artifact publish art2 build | tail -1)
ic=$(sbxctl artifact publish art2 dl | tail -1)
mkdir "$T/proj"
sbxctl artifact get "${ia:0:12}" "$T/tool" >/dev/null && sbxctl artifact get "${ib:0:12}" "$T/proj" >/dev/null &&
  sbxctl artifact get "${ic:0:12}" "$T/dl" >/dev/null && echo mine >"$T/proj/build/other"
sbxctl exec art2 -- sh -c 'rm tool build/app.js dl && echo attacker >tool && echo attacker >build/app.js &&
  mkdir dl && echo attacker >dl/f' >/dev/null
ia=$(sbxctl artifact publish art2 tool | tail -1); ib=$(sbxctl artifact publish art2 build | tail -1)
ic=$(sbxctl artifact publish art2 dl | tail -1)
rc 0 "get --force of a file onto a symlink an earlier artifact left at DEST" sbxctl artifact get "${ia:0:12}" "$T/tool" --force
rc 0 "get --force of a folder onto one that holds such a symlink" sbxctl artifact get "${ib:0:12}" "$T/proj" --force
rc 0 "get --force of a folder onto a symlink to a host directory" sbxctl artifact get "${ic:0:12}" "$T/dl" --force
is "$(cat "$T/victim"; ls "$T/vdir")" "host file" "... wrote nothing through them"
is "$(stat -c %F "$T/tool" "$T/proj/build/app.js" "$T/dl" | tr '\n' ' ')$(cat "$T/tool" "$T/proj/build/app.js" "$T/dl/f" | tr '\n' ' ')" \
  "regular file regular file directory attacker attacker attacker " "... replaced them"
is "$(cat "$T/proj/build/other")" mine "... and kept the files of other names in a folder already there"
check_fails "... and left no temporary directory" sh -c "ls -a '$T' '$T/proj' | grep sbx-get"
# a get killed (-9) left its .sbx-get.PID.N next to DEST for ever: a
# later get into the same directory removes those whose get is gone, once
# older than [snapshot] gc_min_age (600 s here); a fresh one stays
sh -c 'exit 0' & dead=$!; wait $dead
mkdir -p "$T/proj/.sbx-get.$dead.0/artifact/d" "$T/proj/.sbx-get.$dead.1"
touch -d '-1 hour' "$T/proj/.sbx-get.$dead.0"
rc 0 "get into a directory where a get killed left its temporary one" sbxctl artifact get "${ib:0:12}" "$T/proj" --force
is "$(ls -a "$T/proj" | grep sbx-get)" ".sbx-get.$dead.1" "... removed it (its pid gone, older than gc_min_age), kept the fresh one"
rm -rf "$T/proj/.sbx-get.$dead.1"
# a folder deeper than the fd limit: get --force merged it holding two
# fds a level and its cleanup one (EMFILE: the merge half done, the
# temporary copy left for good); both walk with one fd a side now
sbxctl exec art2 -- python3 -c '
import os
os.mkdir("chain"); os.chdir("chain")
for i in range(300): os.mkdir("d"); os.chdir("d")
open("leaf", "w").write("bottom\n")' >/dev/null
id9=$(sbxctl artifact publish art2 chain | tail -1)
mkdir "$T/ch"
rc 0 "get of a folder 300 deep" sbxctl artifact get "${id9:0:12}" "$T/ch"
rc 0 "get --force of it again under ulimit -n 64" sh -c "ulimit -n 64 && sbxctl --config '$C' artifact get ${id9:0:12} '$T/ch' --force"
is "$(cat "$T/ch/chain$(printf '/d%.0s' $(seq 300))/leaf"; ls -a "$T/ch" | grep -c sbx-get)" "bottom
0" "... merged whole, no temporary copy left"
# publish followed symlinks in PATH's own components and a trailing
# slash: its cp runs as root in a chroot that holds the host's /usr, so
# "ub -> /usr/bin; publish ub/cp" (or "publish ul/", ul -> /usr/local; or
# through r -> /proc/self/fd/0, the chroot's root) copied host files,
# root-only ones too.  PATH is resolved in the workspace following no
# symlink: one on the way is refused
sbxctl exec art2 -- sh -c 'ln -s /usr/bin ub && ln -s /usr/local ul && ln -s /proc/self/fd/0 r &&
  mkdir -p real/d && echo in >real/d/f' >/dev/null
n=$(sbxctl artifact list | wc -l)
rc 1 "publish of a path through a workspace symlink (ub/cp, ub -> /usr/bin)" sbxctl artifact publish art2 ub/cp
check "... says why" grep -q "ub/cp goes through a symlink" "$T/.rc.out"
rc 1 "publish of a workspace symlink with a trailing slash (ul/, ul -> /usr/local)" sbxctl artifact publish art2 ul/
rc 1 "publish through r -> /proc/self/fd/0" sbxctl artifact publish art2 r/usr/bin/cp
is "$(sbxctl artifact list | wc -l)" "$n" "... none of them made an artifact"
id8=$(sbxctl artifact publish art2 real/ | tail -1)
rc 0 "publish of a folder with a trailing slash, and get of it" sbxctl artifact get "${id8:0:12}" "$T/real"
rc 0 "publish of a file in a folder" sbxctl artifact publish art2 real/d/f
is "$(cat "$T/real/d/f")" in "... whole"
# "publish s ." (or "a/.") made an artifact whose last name is ".", which
# get merged straight into DEST (with --force a file of a directory's
# name there swapped in, that directory removed): refused, usage
n=$(sbxctl artifact list | wc -l)
rc 2 "publish of '.'" sbxctl artifact publish art2 .
rc 2 "publish of 'real/.'" sbxctl artifact publish art2 real/./
is "$(sbxctl artifact list | wc -l)" "$n" "... neither made an artifact"
# a get killed (kill -9) left its cp running on, filling the temporary
# tree beside DEST: cp dies with it (its cp caught and stopped first, so
# that it cannot finish before get is killed)
mkdir "$T/gk"
check "a get killed -9 mid-copy takes its cp with it" python3 - "${id:0:12}" "$T/gk" <<'PY'
import os, signal, subprocess, sys, time
def cp_of(pid):
    try:
        kids = open("/proc/%d/task/%d/children" % (pid, pid)).read().split()
    except OSError:
        return None
    for k in kids:
        try:
            if open("/proc/%s/comm" % k).read().strip() == "cp":
                return int(k)
        except OSError:
            pass
for n in range(5):
    p = subprocess.Popen(["sbxctl", "artifact", "get", sys.argv[1], "%s/%d" % (sys.argv[2], n)],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    cp = None
    while cp is None and p.poll() is None:
        cp = cp_of(p.pid)
    if cp is None:
        continue
    os.kill(cp, signal.SIGSTOP); os.kill(p.pid, signal.SIGKILL); p.wait()
    for i in range(100):
        try:
            st = open("/proc/%d/stat" % cp).read().rsplit(")", 1)[1].split()[0]
        except OSError:
            sys.exit(0)
        if st in ("Z", "X"):
            sys.exit(0)
        time.sleep(0.02)
    os.kill(cp, signal.SIGKILL)
    sys.exit("its cp %d still runs" % cp)
sys.exit("never caught a get's cp running")
PY
# kill -9 of a publish left its scratch sbxfs mounted and running and its
# tree in STATE/sandboxes forever; the next publish (and get), gc and reap
# remove what a dead one left, never what a running one uses
SB=$T/state/sandboxes
sbxctl exec art2 -- sh -c 'mkdir -p big && head -c 40000000 /dev/urandom > big/blob' >/dev/null
killed_publish() {   # prints the pid of a publish killed while its scratch tree was mounted
  sbxctl artifact publish art2 big >/dev/null 2>&1 & local p=$!
  wait_for grep -q "/\.artifact\.$p/workspace" /proc/mounts
  kill -9 $p; wait $p 2>/dev/null; echo $p
}
gone() {   # the scratch tree of pid $1: no directory, no mount, no sbxfs
  ! test -e "$SB/.artifact.$1" && ! grep -q "\.artifact\.$1/" /proc/mounts &&
  ! pgrep -f "sbxfs.*/\.artifact\.$1/" >/dev/null
}
P=$(killed_publish)
check "a publish killed -9 left its tree mounted" grep -q "\.artifact\.$P/workspace" /proc/mounts
rc 0 "the next publish" sbxctl artifact publish art2 out
check "... removed the tree it left: unmounted, its sbxfs gone, no directory" gone "$P"
check "... and its lock file" sh -c "! ls -a '$T/state/locks' | grep '^\.artifact'"
P=$(killed_publish)
rc 0 "gc after a publish was killed -9" sbxctl gc
check "... removed the tree it left" gone "$P"
P=$(killed_publish)
rc 0 "reap (the host service's round) after a publish was killed -9" sbxctl reap
check "... removed the tree it left" gone "$P"
# a tree whose owner holds its lock (a publish under way) stays; one whose
# pid now names another program is a dead publish's
sleep 300 & S=$!
mkdir -p "$SB/.artifact.$S/workspace" "$T/state/locks"
exec 9>"$T/state/locks/.artifact.$S.scratch"
flock 9
rc 0 "gc while a publish holds its scratch tree" sbxctl gc
check "... leaves that tree alone" test -d "$SB/.artifact.$S/workspace"
exec 9>&-
rc 0 "gc once its pid names another program (sleep)" sbxctl gc
check_fails "... removes it" test -e "$SB/.artifact.$S"
kill $S; wait $S 2>/dev/null
# delete: the artifact leaves the ref, gc reclaims what only it held (the
# 5 MB file: its sandbox is deleted); artifacts were kept for good
b0=$(du -sb "$T/store" | cut -f1)
rc 0 "artifact delete of the 5 MB one (an id prefix)" sbxctl artifact delete "${id:0:12}"
is "$(cat "$T/.rc.out")" "deleted artifact $id (its chunks are left to gc)" "... saying which"
check_fails "... list no longer shows it" sh -c "sbxctl artifact list | grep -q '^$id '"
check "... the others stay" sh -c "sbxctl artifact list | grep -q '^$ida ' && sbxctl artifact list | grep -q '^$idb '"
rc 1 "get of it: refused" sbxctl artifact get "${id:0:12}" "$T/out3"
# naming the id, as delete does (it said "artifact get: no such artifact")
is "$(cat "$T/.rc.out")" "sbxctl: artifact get ${id:0:12}: no such artifact" "... no such artifact, naming the id"
rc 0 "gc --min-age 0" sbxctl gc --min-age 0
b1=$(du -sb "$T/store" | cut -f1)
check "... reclaims its 5 MB (store $b0 -> $b1 bytes)" test $(( b0 - b1 )) -gt 4000000
rc 0 "another one still comes back whole" sbxctl --config "$C2" artifact get "${ida:0:12}" "$T/out4"
is "$(cat "$T/out4")" hi "... its content"
rc 1 "delete of an unknown artifact" sbxctl artifact delete 0000deadbeef
check "... says so" grep -q "artifact delete 0000deadbeef: no such artifact" "$T/.rc.out"
check "... its history row says exit 1, as the delete's says 0" sh -c "sbxctl history sbx.artifacts | grep -q ' 1 *artifact delete 0000deadbeef\$' &&
  sbxctl history sbx.artifacts | grep -q ' 0 *artifact delete ${id:0:12}\$'"
rc 2 "delete with no id: bad usage" sbxctl artifact delete
# a store that cannot be read is said, exit 1 (list said nothing, exit 0:
# as if there were no artifacts); one line, not two
: >"$T/notadir"
printf '[sbx]\nstate_dir = %s/state3\n[store]\nurl = %s/notadir\n' "$T" "$T" >"$T/bad.ini"
for a in "list" "get abc $T/o5" "delete abc"; do
  rc 1 "artifact $a with a store that is no directory: exit 1" sbxctl --config "$T/bad.ini" artifact $a
  is "$(cat "$T/.rc.out")" "sbxctl: store $T/notadir: not a directory" "... one line saying why"
done
# a full store: the copy's chunks cannot be stored, so nothing is
# published (its sbxfs exited on its failed last batch, its tree as last
# committed: an artifact of 0 files was published, exit 0)
F=$T/full; small_fs "$F" 8m
# (no [fs] reserve_free: the store full is the point; tests/fs/reserve.t)
printf '[sbx]\nstate_dir = %s/state4\n[store]\nurl = %s/store\n[fs]\nreserve_free = 0\n' "$T" "$F" >"$T/full.ini"
at_exit "rm -f '$F/fill'; sbxctl --config '$T/full.ini' stop fa"
sbxctl --config "$T/full.ini" create fa >/dev/null
sbxctl --config "$T/full.ini" exec fa -- true >/dev/null 2>&1
fill_fs "$F" 200K
sbxctl --config "$T/full.ini" exec fa -- sh -c 'head -c 1500000 /dev/urandom > f' >/dev/null 2>&1
rc 1 "publish of 1.5 MB to a store with 200K free: exit 1" sbxctl --config "$T/full.ini" artifact publish fa f
check "... says why" grep -q "artifact publish: storing the copy of f: No space left on device; nothing published" "$T/.rc.out"
is "$(sbxctl --config "$T/full.ini" artifact list | grep -c ' f  $')" 0 "... and lists no artifact of it"
check "... the scratch tree is gone" sh -c "! ls -a '$T/state4/sandboxes' | grep -q artifact"
rm -f "$F/fill"
rc 0 "with room again: publish" sbxctl --config "$T/full.ini" artifact publish fa f
check "... of the whole file" grep -q "published f of fa: 1 files, 1500000 bytes" "$T/.rc.out"
fid=$(tail -1 "$T/.rc.out")
# a get onto a full disk: cp says why, get once more (it said a third
# line, "Input/output error"), and nothing lands
S=$T/small; small_fs "$S" 1m
rc 1 "get of 1.5 MB onto a 1 MiB disk: exit 1" sbxctl --config "$T/full.ini" artifact get "$fid" "$S/out"
check "... cp says why" grep -q "No space left on device" "$T/.rc.out"
check "... get says the copy failed, pointing at cp's line" grep -q "artifact get: copy to $S/out failed (cp says why above)" "$T/.rc.out"
is "$(wc -l <"$T/.rc.out")" 2 "... two lines in all (no \"Input/output error\")"
is "$(ls -A "$S")" "" "... and nothing lands"
done_testing
