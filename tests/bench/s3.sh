#!/usr/bin/env bash
# tests/bench/s3.sh: sbx on an S3 store side by side with restic's S3
# backend, both against one radosgw started here (tests/s3/ceph.sh), in
# one run, on the same tree.
#
#   tests/bench/s3.sh [TARBALL]     default: $SBX_BENCH_CACHE/corpus.tar
#
# Steps (sbx | restic), each with the requests the gateway logged (all,
# and PUTs), the bytes sent, and seconds:
#   first     sbxctl capture of the extracted tree | restic backup
#   second    after appending to 1% of the files and adding 20 files
#   restore   a fresh host (empty state dir): sbxctl start + ls -R, the
#             mount usable | -
#   read all  then every file read (tar to /dev/null) | restic restore
# Targets (issue 6): second capture at least 10 times faster than
# restic's second backup; PUTs of the first capture at most the tree's
# bytes / 4 MiB + a small constant.
source "$(dirname "${BASH_SOURCE[0]}")/../seal.sh"
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
SBX_BIN=${SBX_BIN:-$ROOT/bin}
CACHE=${SBX_BENCH_CACHE:-/var/cache/sbx-bench}
TAR=${1:-$CACHE/corpus.tar}
[ -f "$TAR" ] || TAR=$CACHE/corpus-quick.tar
[ -f "$TAR" ] || { echo "s3.sh: no corpus tarball (run tests/bench/run once, or give one)" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "s3.sh: needs root" >&2; exit 2; }
for p in restic radosgw; do command -v $p >/dev/null || { echo "s3.sh: $p missing (bash .ci/run --deps-only)" >&2; exit 2; }; done
S=$(mktemp -d "${BENCH_SCRATCH:-/var/tmp}/sbx-s3bench.XXXXXX")
say() { echo "s3.sh: $*" >&2; }
now() { date +%s%N; }
secs() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", (b - a) / 1e9 }'; }
drop() { sync; echo 3 >/proc/sys/vm/drop_caches; }
ctl()  { "$SBX_BIN/sbxctl" --config "$S/a.ini" "$@"; }
ctl2() { "$SBX_BIN/sbxctl" --config "$S/b.ini" "$@"; }
cleanup() {
  ctl stop box >/dev/null 2>&1; ctl2 stop box >/dev/null 2>&1
  grep -o " $S[^ ]*" /proc/mounts | sort -r | while read -r m; do fusermount3 -uz "$m" 2>/dev/null; done
  "$ROOT/tests/s3/ceph.sh" stop "$S/ceph" >/dev/null 2>&1
  wipe "$S"         # sealed mountpoints: tests/seal.sh
}
trap cleanup EXIT

say "scratch $S, corpus $TAR; starting Ceph"
env_out=$("$ROOT/tests/s3/ceph.sh" start "$S/ceph" 2>"$S/ceph.err") || { tail "$S/ceph.err" >&2; exit 1; }
eval "$env_out"
LOG=$S/ceph/log/client.rgw.log
mkconf() { cat >"$1" <<INI
[sbx]
state_dir = $2
[store]
url = s3://sbx-bench/fleet
endpoint = $S3_ENDPOINT
region = $S3_REGION
access_key = $S3_ACCESS_KEY
secret_key = $S3_SECRET_KEY
INI
}
mkconf "$S/a.ini" "$S/state"; mkconf "$S/b.ini" "$S/state2"
# requests the gateway logged for BUCKET since line MARK: "all puts"
mark() { wc -l <"$LOG"; }
reqs() { tail -n +"$(( $2 + 1 ))" "$LOG" | grep -F "beast" | grep -F " /$1" |
         awk '{ n++; if ($0 ~ /"PUT /) p++ } END { printf "%d %d", n, p }'; }

edit_tree() {
  local d=$1
  (cd "$d" && find . -type f | LC_ALL=C sort | awk 'NR % 100 == 0') >"$S/edits.$2"
  while IFS= read -r f; do echo "// edited by the benchmark" >>"$d/$f"; done <"$S/edits.$2"
  mkdir -p "$d/bench-added"
  for i in $(seq 20); do echo "added file $i" >"$d/bench-added/f$i.js"; done
}
jget() { python3 -c 'import json,sys; d=json.load(sys.stdin); print(eval(sys.argv[1], {}, d))' "$1"; }

# --- sbx ---
ctl store init >/dev/null || { say "store init failed"; exit 1; }
ctl create box >/dev/null && W=$(ctl start box | tail -1) || { say "sbxctl start failed"; exit 1; }
tar -xf "$TAR" -C "$W"
nfiles=$(find "$W" -type f | wc -l); bytes=$(du -sb --apparent-size "$W" | cut -f1)
sync; m=$(mark); t=$(now); ctl --json capture box --label first >"$S/c1.json"; s_first=$(secs "$t")
read -r s1_req s1_put <<<"$(reqs sbx-bench "$m")"; s1_bytes=$(jget "s3['bytes_sent']" <"$S/c1.json")
edit_tree "$W" sbx
sync; m=$(mark); t=$(now); ctl --json capture box --label second >"$S/c2.json"; s_second=$(secs "$t")
read -r s2_req s2_put <<<"$(reqs sbx-bench "$m")"; s2_bytes=$(jget "s3['bytes_sent']" <"$S/c2.json")
ctl stop box >/dev/null
drop; m=$(mark); t=$(now); W2=$(ctl2 start box 2>/dev/null | tail -1); s_start=$(secs "$t")
t2=$(now); ls -R "$W2" >/dev/null; s_ls=$(secs "$t2"); s_usable=$(secs "$t")
tar -cf - -C "$W2" . | cat >/dev/null; s_read=$(secs "$t")
read -r s3_req s3_put <<<"$(reqs sbx-bench "$m")"
ctl2 stop box >/dev/null

# --- restic, the same tree on ext4, its S3 backend on the same gateway ---
export AWS_ACCESS_KEY_ID=$S3_ACCESS_KEY AWS_SECRET_ACCESS_KEY=$S3_SECRET_KEY
export RESTIC_PASSWORD=bench RESTIC_CACHE_DIR=$S/restic-cache RESTIC_REPOSITORY=s3:$S3_ENDPOINT/restic-bench
R=$S/restic-src; mkdir -p "$R"; tar -xf "$TAR" -C "$R"
restic init >/dev/null 2>&1 || { say "restic init failed"; exit 1; }
rbytes() { awk '/Added to the repo/ { v=$5; u=$6; m=(u ~ /KiB/)?1024:(u ~ /MiB/)?1048576:(u ~ /GiB/)?1073741824:1; printf "%d", v*m }' "$1"; }
sync; m=$(mark); t=$(now); restic backup "$R" >"$S/r1.out" 2>&1; r_first=$(secs "$t")
read -r r1_req r1_put <<<"$(reqs restic-bench "$m")"
edit_tree "$R" restic
sync; m=$(mark); t=$(now); restic backup "$R" >"$S/r2.out" 2>&1; r_second=$(secs "$t")
read -r r2_req r2_put <<<"$(reqs restic-bench "$m")"
rm -rf "$RESTIC_CACHE_DIR"
drop; m=$(mark); t=$(now); restic restore latest --target "$S/restic-out" >/dev/null 2>&1; r_restore=$(secs "$t")
read -r r3_req r3_put <<<"$(reqs restic-bench "$m")"
cmp -s "$S/edits.sbx" "$S/edits.restic" || say "warning: the two trees got different edits"

mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1e6 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a > 0) printf "%.1fx", b / a; else print "-" }'; }
limit=$(( bytes / 4194304 + 8 ))
printf '\nS3 benchmark, one radosgw (load average %s): %s files, %s, %s files edited + 20 added\n' \
  "$(cut -d' ' -f1 /proc/loadavg)" "$nfiles" "$(mb "$bytes")" "$(wc -l <"$S/edits.sbx")"
printf '%-40s %26s %26s %10s\n' "" "sbx (s / requests / PUTs)" "restic (s / requests / PUTs)" "restic/sbx"
printf '%-40s %10s %7s %7s %10s %7s %7s %10s\n' "first capture / backup" "$s_first" "$s1_req" "$s1_put" "$r_first" "$r1_req" "$r1_put" "$(ratio "$s_first" "$r_first")"
printf '%-40s %10s %7s %7s %10s %7s %7s %10s\n' "second, 1% edited + 20 added" "$s_second" "$s2_req" "$s2_put" "$r_second" "$r2_req" "$r2_put" "$(ratio "$s_second" "$r_second")"
printf '%-40s %10s %7s %7s %10s %7s %7s\n' "fresh host: start (restore + mount)" "$s_start" "" "" "-" "" ""
printf '%-40s %10s %7s %7s %10s %7s %7s\n' "fresh host: usable (start + ls -R)" "$s_usable" "" "" "-" "" ""
printf '%-40s %10s %7s %7s %10s %7s %7s %10s\n' "every file read / restic restore" "$s_read" "$s3_req" "$s3_put" "$r_restore" "$r3_req" "$r3_put" "$(ratio "$s_read" "$r_restore")"
printf '%-40s %18s %28s\n' "bytes sent, first / second" "$(mb "$s1_bytes") / $(mb "$s2_bytes")" "$(mb "$(rbytes "$S/r1.out")") / $(mb "$(rbytes "$S/r2.out")") added"
awk -v s="$s_second" -v r="$r_second" 'BEGIN { printf "target: second capture >= 10x faster than restic: %.1fx %s\n", r / s, (r / s >= 10) ? "PASS" : "MISS" }'
echo "target: first capture PUTs <= bytes/4MiB + 8 = $limit: $s1_put $([ "$s1_put" -le "$limit" ] && echo PASS || echo MISS)"
