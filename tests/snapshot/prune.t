#!/bin/bash
# prune.t: snapshot retention (tools/cmd_snap.c "prune", snap.c (7)).
# `sbxctl prune NAME|--all` keeps a snapshot when any rule keeps it
# (--keep-last N, --keep-within DURATION; by default [snapshot] keep_last
# and keep_within) and always keeps the latest, those labelled by
# `capture --label`, and the begin and end snapshots of turns still
# queued or running; --dry-run changes nothing; `reap` applies the
# config after its captures; gc then reclaims what only the pruned
# snapshots held (the store shrinks), while a kept delta whose base
# snapshot was pruned still restores (gc keeps its base object).  A turn
# whose snapshot was pruned: diff --turn and rollback say so.
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"

ids() { ctl --json snapshots "$1" | json '" ".join(s["id"][:12] for s in d)'; }
nsnaps() { ctl --json snapshots "$1" | json 'len(d)'; }
short() { echo "${1:0:12}"; }

# ---- the rules on plain captures ----
rc 0 "create box" ctl create box
rc 0 "start box" ctl start box
W=$(ws box)
echo 0 >"$W/f"; L=$(capture_id box --label keepme)
echo 1 >"$W/f"; c1=$(capture_id box)
echo 2 >"$W/f"; c2=$(capture_id box)
sleep 5
echo 3 >"$W/f"; c3=$(capture_id box)
echo 4 >"$W/f"; c4=$(capture_id box)
is "$(nsnaps box)" 5 "five snapshots"

before=$(ids box)
rc 0 "prune --keep-last 1 --dry-run" ctl prune box --keep-last 1 --dry-run
check "... says what it would remove" grep -q "would remove.*$c1" "$T/.rc.out"
is "$(ids box)" "$before" "... and changes nothing"
rc 0 "prune with the defaults (keep_last 100, keep_within 1d)" ctl prune box
is "$(ids box)" "$before" "... keeps all five"

rc 0 "prune --keep-last 3 --keep-within 4s" ctl prune box --keep-last 3 --keep-within 4s
is "$(ids box)" "$(short $L) $(short $c2) $(short $c3) $(short $c4)" \
   "any rule keeps: the last three, the labelled one; the oldest unlabelled went"
check "... it printed what it removed" grep -q "remove .*$c1" "$T/.rc.out"
check "... and why it kept the labelled one" grep -q "keep .*$L.*label" "$T/.rc.out"
rc 0 "prune --keep-within 4s" ctl prune box --keep-within 4s
is "$(ids box)" "$(short $L) $(short $c3) $(short $c4)" \
   "keep-within keeps those taken within 4s of the newest (and the labelled one)"
ctl --json prune box --keep-last 1 --dry-run >"$T/p.json"
is "$($PY -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["dry_run"], [s["id"][:12] for s in d["removed"]], sorted(",".join(s["reasons"]) for s in d["kept"]))' "$T/p.json")" \
   "True ['$(short $c3)'] ['label', 'latest,last']" "--json: removed and kept, with reasons"
rc 0 "prune --keep-last 1" ctl prune box --keep-last 1
is "$(ids box)" "$(short $L) $(short $c4)" "keep-last 1: the latest and the labelled one stay"
rc 0 "prune --keep-last 1 again: nothing left to remove" ctl prune box --keep-last 1
is "$(ids box)" "$(short $L) $(short $c4)" "... the same two"
rc 2 "no rule (both 0) is refused" ctl prune box --keep-last 0
rc 2 "--keep-within 1m is refused (minutes or months?)" ctl prune box --keep-within 1m
rc 2 "prune with neither NAME nor --all is bad usage" ctl prune --keep-last 1
rc 1 "prune of an unknown sandbox fails" ctl prune nosuch --keep-last 1
# retention off in the config (keep_last and keep_within 0, as reap
# takes it): a valid call that prunes nothing, not exit 2 (bad usage)
mkconf "$T/off.ini" "$T/state"; printf '[snapshot]\nkeep_last = 0\nkeep_within = 0\n' >>"$T/off.ini"
rc 0 "prune NAME with retention off in the config: exit 0" sbxctl --config "$T/off.ini" prune box
check "... saying so, naming the keys" grep -q "retention is off (\[snapshot\] keep_last and keep_within are 0): nothing pruned" "$T/.rc.out"
rc 0 "... prune --all too" sbxctl --config "$T/off.ini" prune --all
is "$(ids box)" "$(short $L) $(short $c4)" "... and nothing is pruned"
rc 1 "... an unknown sandbox still fails" sbxctl --config "$T/off.ini" prune nosuch
rc 0 "stop box" ctl stop box

# ---- keep_within is measured from the latest in ref order ----
# (one capture stamped by a wall clock 30 days ahead, say a host booted
# with a bad RTC, must not push every honest one out of keep_within)
if command -v faketime >/dev/null; then
  rc 0 "create kw" ctl create kw
  rc 0 "start kw" ctl start kw
  for i in 1 2 x 3 4; do
    echo $i >"$(ws kw)/f"
    if [ $i = x ]; then
      FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f '+30d' sbxctl --config "$C" capture kw >/dev/null
    else
      ctl capture kw >/dev/null
    fi
  done
  before=$(ids kw)
  rc 0 "prune --keep-last 1 --keep-within 1d after a capture stamped 30 days ahead" \
     ctl prune kw --keep-last 1 --keep-within 1d
  is "$(ids kw)" "$before" "... keeps all five: they were all taken within the day"
  rc 0 "stop kw" ctl stop kw
else
  ok 0 "# skip keep_within with a capture stamped 30 days ahead: no faketime"
fi

# ---- turns: their begin and end snapshots stay while they run ----
rc 0 "create tb" ctl create tb
rc 0 "start tb" ctl start tb
t1=$(ctl turn begin tb | tail -1)
rc 0 "turn 1 writes" ctl exec --turn "$t1" tb -- sh -c 'echo a > /workspace/a'
rc 0 "turn 1 ends" ctl turn end "$t1"
rc 0 "a write outside any turn" ctl exec tb -- sh -c 'echo b > /workspace/b'
t2=$(ctl turn begin tb | tail -1)
b2=$(ctl --json turn show "$t2" | json 'd["before"]')
rc 0 "another write" ctl exec tb -- sh -c 'echo c > /workspace/c'
last=$(capture_id tb)
rc 0 "prune tb --keep-last 1 while turn 2 runs" ctl prune tb --keep-last 1
is "$(ids tb)" "$(short $b2) $(short $last)" "turn 2's begin snapshot stays (and the latest); turn 1's went"
check "... kept because of turn $t2" grep -q "keep .*$b2.*turn $t2" "$T/.rc.out"
rc 1 "diff --turn of turn 1 fails" ctl diff tb --turn "$t1"
check "... saying its snapshot was pruned" grep -q "turn $t1's snapshot from its start .* was pruned" "$T/.rc.out"
rc 0 "turn 2 ends" ctl turn end "$t2"
rc 1 "rollback of turn 1 fails" ctl rollback tb --turn "$t1"
check "... saying its snapshot was pruned" grep -q "turn $t1's snapshot from its start .* was pruned" "$T/.rc.out"
rc 0 "diff --turn of turn 2 still works" ctl diff tb --turn "$t2"
check "... and shows its change" grep -q "/c" "$T/.rc.out"
rc 0 "stop tb" ctl stop tb

# ---- reap applies [snapshot] keep_last and keep_within ----
C3=$T/sbx3.ini
mkconf "$C3" "$T/state3"
ctl3() { sbxctl --config "$C3" "$@"; }
at_exit "sbxctl --config '$C3' stop rp"
rc 0 "create rp (another state dir)" ctl3 create rp
rc 0 "start rp" ctl3 start rp
echo x >"$T/state3/sandboxes/rp/workspace/x"
rc 0 "a labelled capture" ctl3 capture rp --label release
for i in 1 2 3 4 5; do echo $i >"$T/state3/sandboxes/rp/workspace/x"; ctl3 capture rp >/dev/null; done
is "$(nsnaps rp)" 6 "six snapshots of rp"
rc 0 "reap with the default config" ctl3 reap
is "$(nsnaps rp)" 6 "... keeps them all (keep_last 100, keep_within 1d)"
printf '[snapshot]\nkeep_last = 2\nkeep_within = 0\n' >>"$C3"
rc 0 "config check with keep_last = 2, keep_within = 0" ctl3 config check
rc 0 "reap with keep_last = 2" ctl3 reap
check "... says it pruned rp" grep -q "pruned rp: 3 snapshots removed" "$T/.rc.out"
is "$(ctl3 --json snapshots rp | json '" ".join(s["label"] or "-" for s in d)')" "release - -" \
   "... the last two and the labelled one stay"
echo 6 >"$T/state3/sandboxes/rp/workspace/x"; ctl3 capture rp >/dev/null
rc 0 "reap after another capture" ctl3 reap
is "$(nsnaps rp)" 3 "... prunes again: the store holds a bounded number"
# ---- reap --loop runs gc every [snapshot] gc_interval: nothing ran it,
# so the store grew with every capture although reap pruned to keep_last
for i in 1 2 3; do head -c 2000000 /dev/urandom >"$T/state3/sandboxes/rp/workspace/x"; ctl3 capture rp >/dev/null; done
rc 0 "stop rp" ctl3 stop rp
printf 'gc_interval = 1\ngc_min_age = 0\n' >>"$C3"
s0=$(du -sb "$STORE/packs" | cut -f1)
sbxctl --config "$C3" reap --loop 1 >"$T/gcloop.out" 2>&1 & rl=$!     # not ctl3: $! its subshell
for i in $(seq 100); do grep -q "^gc: reclaimed" "$T/gcloop.out" && break; kill -0 $rl 2>/dev/null || break; sleep 0.1; done
kill $rl 2>/dev/null; wait $rl
check "reap --loop with gc_interval = 1 prunes, then runs gc, saying what it reclaimed" \
  grep -q "^gc: reclaimed [1-9][0-9]* bytes" "$T/gcloop.out"
grep -q "^gc: reclaimed" "$T/gcloop.out" || sed 's/^/# /' "$T/gcloop.out"
s1=$(du -sb "$STORE/packs" | cut -f1)
ok $([ $((s0 - s1)) -gt 1900000 ] && echo 0 || echo 1) "... the store shrank by the pruned 2 MB version ($s0 -> $s1 bytes)"
# ... and still once sbxctl was replaced under it (make install before the
# service's restart): its gc ran "/proc/self/exe", "sbxctl (deleted)"
mkdir "$T/inst"; cp "$SBX_BIN/sbxctl" "$T/inst/"
"$T/inst/sbxctl" --config "$C3" reap --loop 1 >"$T/gcloop2.out" 2>&1 & rl=$!
sleep 0.3; install -m 755 "$SBX_BIN/sbxctl" "$T/inst/sbxctl"
for i in $(seq 100); do grep -q "^gc: reclaimed\|gc failed" "$T/gcloop2.out" && break; sleep 0.1; done
kill $rl 2>/dev/null; wait $rl
check "... and with its sbxctl replaced in place while it runs" grep -q "^gc: reclaimed" "$T/gcloop2.out"
grep -q "^gc: reclaimed" "$T/gcloop2.out" || sed 's/^/# /' "$T/gcloop2.out"
printf '[sbx]\nstate_dir = %s\n[snapshot]\nkeep_within = 1m\n' "$T/state3" >"$T/bad.ini"
rc 1 "keep_within = 1m is refused" sbxctl --config "$T/bad.ini" config check
check "... naming file, line and key" grep -q "bad.ini:4: \[snapshot\] keep_within = '1m'" "$T/.rc.out"
printf '[sbx]\nstate_dir = %s\n[snapshot]\nkeep_last = many\n' "$T/state3" >"$T/bad.ini"
rc 1 "keep_last = many is refused" sbxctl --config "$T/bad.ini" config check
check "... naming file, line and key" grep -q "bad.ini:4: \[snapshot\] keep_last = 'many'" "$T/.rc.out"
printf '[sbx]\nstate_dir = %s\n[snapshot]\ngc_interval = soon\n' "$T/state3" >"$T/bad.ini"
rc 1 "gc_interval = soon is refused" sbxctl --config "$T/bad.ini" config check
check "... naming file, line and key" grep -q "bad.ini:4: \[snapshot\] gc_interval = 'soon'" "$T/.rc.out"

# ---- gc reclaims the space of pruned versions ----
rc 0 "create big" ctl create big
rc 0 "start big" ctl start big
for i in 1 2 3 4 5 6; do
  head -c 3000000 /dev/urandom >"$(ws big)/f"
  ctl capture big >/dev/null || echo "capture $i failed"
done
rc 0 "stop big (its sbxfs lets go of its pack)" ctl stop big
rc 0 "gc before the prune" ctl gc --min-age 0
s0=$(du -sb "$STORE/packs" | cut -f1)
ok $([ "$s0" -gt 17000000 ] && echo 0 || echo 1) "six 3 MB versions are in the store ($s0 bytes)"
rc 0 "prune big --keep-last 1" ctl prune big --keep-last 1
rc 0 "gc" ctl --json gc --min-age 0
check "... removed the pruned snapshot objects" $PY -c 'import json,sys; assert json.load(open(sys.argv[1]))["snapshots_removed"] >= 5' "$T/.rc.out"
s1=$(du -sb "$STORE/packs" | cut -f1)
ok $([ $((s0 - s1)) -gt 14000000 ] && echo 0 || echo 1) "the store shrank by the five pruned versions ($s0 -> $s1 bytes)"
rc 0 "start big" ctl start big
is "$(stat -c %s "$(ws big)/f")" 3000000 "the kept version is whole"
rc 0 "verify big" ctl verify big
rc 0 "stop big" ctl stop big

# ---- a kept delta restores after its base snapshot was pruned ----
rc 0 "create dl" ctl create dl
rc 0 "start dl" ctl start dl
D=$(ws dl)
mkdir -p "$D/t" && (cd "$D/t" && for i in $(seq 1500); do echo "file $i" >"f$i"; done)
base=$(capture_id dl)
echo edit1 >>"$D/t/f10"; d1=$(capture_id dl)
echo edit2 >>"$D/t/f20"; d2=$(capture_id dl)
is "$(ctl --json snapshots dl | json 'd[-1].get("base", "")')" "$base" "the latest is a delta from the first"
manifest "$D" >"$T/dl.manifest"
rc 0 "prune dl --keep-last 1: the base snapshot goes" ctl prune dl --keep-last 1
is "$(ids dl)" "$(short $d2)" "only the delta is listed"
rc 0 "gc" ctl gc --min-age 0
check "the base object survives gc (the delta names it)" test -s "$STORE/objects/${base:0:2}/$base"
check_fails "the pruned delta's object is gone" test -e "$STORE/objects/${d1:0:2}/$d1"
rc 0 "verify dl (its snapshot decodes)" ctl verify dl
rc 0 "stop dl" ctl stop dl
wipe "$T/state2"
rc 0 "a fresh host starts dl from the kept delta" ctl2 start dl
same_tree "... the exact tree captured" "$T/dl.manifest" "$(ws2 dl)"
rc 0 "stop dl there" ctl2 stop dl

# ---- many dropped at once: one pass over the ref (snap.c (7)) ----
# each entry was looked up among the ids to drop (n x m strcmps) and
# removed with a memmove (64,000 snapshots: 17 s); counted here in the
# strcmp calls of sbxctl (a preloaded counter; not under AddressSanitizer)
rc 0 "create many" ctl create many
mkdir -p "$STORE/refs/sandboxes"
$PY - "$STORE/refs/sandboxes/many" <<'PY'
import hashlib, json, sys
snaps, prev = [], ""
for i in range(4000):
    h = hashlib.sha256(b"many-%d" % i).hexdigest()
    snaps.append({"id": h, "parent": prev, "time_ns": 1796245828000000000 + i * 10**9, "label": "",
                  "files": 1, "bytes": 3, "object_bytes": 488})
    prev = h
open(sys.argv[1], "w").write(json.dumps({"format": 1, "sandbox": "many", "snapshots": snaps}, indent=1) + "\n")
PY
newest=$(ctl --json snapshots many | json '" ".join(s["id"][:12] for s in d[-10:])')
pre=
if ! is_asan; then
  cat >"$T/count.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
static unsigned long calls;
int strcmp(const char *a, const char *b)
{
        const unsigned char *x = (const unsigned char *)a, *y = (const unsigned char *)b;
        calls++;
        while (*x && *x == *y)
                x++, y++;
        return *x - *y;
}
__attribute__((destructor)) static void report(void)
{
        FILE *f = fopen(getenv("STRCMP_COUNT"), "a");
        if (f) {
                fprintf(f, "%lu\n", calls);
                fclose(f);
        }
}
C
  cc -O1 -shared -fPIC -o "$T/count.so" "$T/count.c" && pre=$T/count.so
fi
STRCMP_COUNT=$T/count LD_PRELOAD=$pre sbxctl --config "$C" prune many --keep-last 10 --keep-within 0 >"$T/many.out" 2>&1
is "$?" 0 "prune many --keep-last 10 of 4,000 snapshots"
is "$(ids many)" "$newest" "... keeps the newest 10"
if [ -n "$pre" ]; then
  n=$(awk '{ s += $1 } END { print s + 0 }' "$T/count")
  check "... in one pass over the ref ($n strcmp calls; 8 million in pairs)" test "$n" -gt 0 -a "$n" -lt 400000
else
  ok 0 "# skip an AddressSanitizer build"
fi
done_testing
