#!/bin/bash
# gcload.t: gc while a writer writes and deletes, captures and forks run:
# afterwards verify --all is clean and every snapshot restores with every
# file readable and right.  gc reclaims what nothing needs, and leaves
# young packs alone by default.  kill -9 of capture, gc and import leaves
# the previous snapshots intact and verify clean; a retry succeeds.
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"

rc 0 "create box" ctl create box
rc 0 "start box" ctl start box
W=$(ws box)
# Each file's content is its own name repeated: any file can be checked.
cat >"$T/writer.sh" <<'SH'
#!/bin/bash
# writer DIR SECONDS: write, fsync, rewrite and delete files until time is up
d=$1; end=$(( $(date +%s) + $2 )); i=0; L=(a b c d e f g h i j k l m n o p q r s t u v w x y z)
while [ "$(date +%s)" -lt "$end" ]; do
  i=$((i+1)); f="$d/w$((i % 300))"
  if [ $((i % 7)) = 0 ]; then rm -f "$f"; continue; fi
  head -c $(( (i * 7919) % 200000 + 1 )) /dev/zero | tr '\0' "${L[i % 26]}" >"$f.tmp"
  mv "$f.tmp" "$f"
  [ $((i % 20)) = 0 ] && sync "$f"
done
SH
cat >"$T/check.py" <<'PY'
import os, sys
# every file is one byte repeated (writer files) or known content
bad = 0
for dp, dn, fn in os.walk(sys.argv[1]):
    for n in fn:
        p = os.path.join(dp, n)
        with open(p, "rb") as f:
            b = f.read()
        if n.startswith("w") and not n.endswith(".tmp") and b and b.count(b[:1]) != len(b):
            print("mixed content:", p); bad += 1
print("bad", bad)
PY
mkdir "$W/load"
bash "$T/writer.sh" "$W/load" 15 &
wpid=$!
ids=()
gcfail=0
for round in 1 2 3 4 5 6; do  # ~15 s: the writer runs throughout
  id=$(capture_id box --label "round $round") && ids+=("$id")
  ctl gc --min-age 0 >>"$T/gc.out" 2>&1 || gcfail=1
  [ "$round" = 3 ] && ctl fork "$id" forked >/dev/null
  sleep 1
done
wait $wpid
ok $gcfail "gc runs cleanly while writes, captures and forks go on"
is "${#ids[@]}" 6 "every capture under load succeeded"
ctl verify --all >"$T/verify.out" 2>&1
ok $? "verify --all is clean after gc under load"; [ $? = 0 ] || tail -5 "$T/verify.out" | sed 's/^/# /'
ctl gc --min-age 0 >/dev/null 2>&1
ctl verify --all >/dev/null 2>&1
ok $? "and after one more gc"
allgood=0
for id in "${ids[@]}"; do
  n=r${id:0:8}
  ctl fork "$id" "$n" >/dev/null 2>&1 && ctl start "$n" >/dev/null 2>&1 || { allgood=1; continue; }
  out=$($PY "$T/check.py" "$(ws "$n")" 2>&1)
  [ "$out" = "bad 0" ] || { allgood=1; diag "$n: $out"; }
  ctl stop "$n" >/dev/null 2>&1
done
ok $allgood "every snapshot restores with every file readable and whole"

# reclaiming: a big file captured once, then deleted, and every snapshot
# but the last dropped
head -c 20000000 /dev/urandom >"$W/big"
ids+=("$(capture_id box --label big)")
rm "$W/big"
ids+=("$(capture_id box --label last)")
rc 0 "stop box" ctl stop box
for id in "${ids[@]:0:7}"; do ctl snapshot-delete box "$id" >/dev/null; done
# forks list the snapshot they came from: drop those too, then the sandboxes
for n in forked $(ls "$T/state/sandboxes" | grep '^r'); do
  for s in $(ctl --json snapshots "$n" | $PY -c 'import json,sys; [print(x["id"]) for x in json.load(sys.stdin)]'); do
    ctl snapshot-delete "$n" "$s" >/dev/null; done
  ctl delete "$n" >/dev/null
done
ctl --json gc >"$T/gc1.json"
ok $? "gc with the default min-age"
is "$($PY -c 'import json; d=json.load(open("'$T'/gc1.json")); print(d["packs_deleted"]+d["packs_repacked"])')" 0 \
   "young packs are left alone by default"
ctl --json gc --min-age 0 >"$T/gc2.json"
ok $? "gc --min-age 0"
rec=$($PY -c 'import json; d=json.load(open("'$T'/gc2.json")); print(d["bytes_reclaimed"], d["snapshots_removed"])')
diag "reclaimed: $rec (bytes, snapshot objects); $(cat "$T/gc2.json")"
ok $([ "${rec%% *}" -gt 15000000 ] && echo 0 || echo 1) "gc reclaims the deleted big file's bytes"
rc 0 "verify --all clean after reclaiming" ctl verify --all

# kill -9 in the middle of capture, gc and import
rc 0 "start box again" ctl start box
$PY "$SNAP_DIR/gentree.py" "$W/more" 3000 >/dev/null
before=$(ctl --json snapshots box | $PY -c 'import json,sys; print(len(json.load(sys.stdin)))')
for delay in 0.02 0.05 0.1 0.2; do
  sbxctl --config "$C" capture box >/dev/null 2>&1 & p=$!; sleep $delay; kill -9 $p 2>/dev/null; wait $p 2>/dev/null
  sbxctl --config "$C" gc --min-age 0 >/dev/null 2>&1 & p=$!; sleep $delay; kill -9 $p 2>/dev/null; wait $p 2>/dev/null
done
ctl snapshots box >/dev/null
ok $? "the ref is readable after kill -9 of captures and gcs"
after=$(ctl --json snapshots box | $PY -c 'import json,sys; print(len(json.load(sys.stdin)))')
ok $([ "$after" -ge "$before" ] && echo 0 || echo 1) "no snapshot was lost ($before before, $after after)"
rc 0 "verify --all clean after the kills" ctl verify --all
id=$(capture_id box --label retry)
is "${#id}" 64 "a capture after the kills succeeds"
ctl export box "$id" "$T/e.sbx" >/dev/null
sbxctl --config "$C" import "$T/e.sbx" imp >/dev/null 2>&1 & p=$!; sleep 0.05; kill -9 $p 2>/dev/null; wait $p 2>/dev/null
ctl delete imp >/dev/null 2>&1
rc 0 "import retried after kill -9 succeeds" ctl import "$T/e.sbx" imp2
rc 0 "verify --all clean at the end" ctl verify --all
done_testing
