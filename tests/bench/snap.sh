#!/usr/bin/env bash
# tests/bench/snap.sh: sbx capture/restore side by side with restic backup
# (Debian's restic, a local repository) on the same tree, in one run.
#
#   tests/bench/snap.sh [TARBALL]     default: $SBX_BENCH_CACHE/corpus.tar
#
# Steps (sbx | restic):
#   first     sbxctl capture of the extracted tree | restic backup
#   second    after appending to 1% of the files and adding 20 files
#   restore   a fresh state dir: sbxctl start (restore + mount + executor),
#             then ls -R | -
#   read all  the restore above, then every file read (tar to /dev/null)
#             | restic restore latest
#   store     bytes the store holds | bytes the restic repository holds
# Captures and backups run right after the writes, as they would after a
# turn (caches warm, synced first, for both); restores start cold (caches
# dropped), as on a replacement host.
# Needs root.  SBX_BIN names the programs (default ./bin); BENCH_SCRATCH
# the parent of the scratch dir (/var/tmp).
source "$(dirname "${BASH_SOURCE[0]}")/../seal.sh"
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
SBX_BIN=${SBX_BIN:-$ROOT/bin}
CACHE=${SBX_BENCH_CACHE:-/var/cache/sbx-bench}
TAR=${1:-$CACHE/corpus.tar}
[ -f "$TAR" ] || TAR=$CACHE/corpus-quick.tar
[ -f "$TAR" ] || { echo "snap.sh: no corpus tarball (run tests/bench/run once, or give one)" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "snap.sh: needs root" >&2; exit 2; }
command -v restic >/dev/null || apt-get install -y restic >/dev/null 2>&1 || { echo "snap.sh: restic missing" >&2; exit 2; }
S=$(mktemp -d "${BENCH_SCRATCH:-/var/tmp}/sbx-snapbench.XXXXXX")
export RESTIC_PASSWORD=bench RESTIC_CACHE_DIR=$S/restic-cache
mkconf() { printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s\n' "$2" "$S/store" >"$1"; }
mkconf "$S/a.ini" "$S/state"; mkconf "$S/b.ini" "$S/state2"
ctl()  { "$SBX_BIN/sbxctl" --config "$S/a.ini" "$@"; }
ctl2() { "$SBX_BIN/sbxctl" --config "$S/b.ini" "$@"; }
cleanup() {
  ctl stop box >/dev/null 2>&1; ctl2 stop box >/dev/null 2>&1
  grep -o " $S[^ ]*" /proc/mounts | sort -r | while read -r m; do fusermount3 -uz "$m" 2>/dev/null; done
  wipe "$S"         # sealed mountpoints: tests/seal.sh
}
trap cleanup EXIT
drop() { sync; echo 3 >/proc/sys/vm/drop_caches; }
now() { date +%s%N; }
secs() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", (b - a) / 1e9 }'; }
say() { echo "snap.sh: $*" >&2; }

# the same edits to a tree: append to every 100th file, add 20 files
edit_tree() {
  local d=$1
  (cd "$d" && find . -type f | LC_ALL=C sort | awk 'NR % 100 == 0') >"$S/edits.$2"
  while IFS= read -r f; do echo "// edited by the benchmark" >>"$d/$f"; done <"$S/edits.$2"
  mkdir -p "$d/bench-added"
  for i in $(seq 20); do echo "added file $i" >"$d/bench-added/f$i.js"; done
}

say "scratch $S, corpus $TAR"
# --- sbx ---
ctl create box >/dev/null && W=$(ctl start box | tail -1) || { say "sbxctl start failed"; exit 1; }
t=$(now); tar -xf "$TAR" -C "$W"; say "tar x into sbxfs: $(secs "$t") s"
nfiles=$(find "$W" -type f | wc -l); bytes=$(du -sb --apparent-size "$W" | cut -f1)
sync; t=$(now); ctl capture box --label first >/dev/null; sbx_first=$(secs "$t")
edit_tree "$W" sbx
sync; t=$(now); ctl capture box --label second >/dev/null; sbx_second=$(secs "$t")
ctl stop box >/dev/null
drop; t=$(now); W2=$(ctl2 start box 2>/dev/null | tail -1); sbx_start=$(secs "$t")
t=$(now); ls -R "$W2" >/dev/null; sbx_ls=$(secs "$t")
t=$(now); tar -cf - -C "$W2" . | cat >/dev/null; sbx_tar=$(secs "$t")
sum() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%.2f", a+b}'; }
sbx_restore=$(sum "$sbx_start" "$sbx_ls"); sbx_read=$(sum "$sbx_restore" "$sbx_tar")
ctl2 stop box >/dev/null
sbx_store=$(du -sb --exclude=reserve "$S/store" | cut -f1)   # not the store's reserve ([store] reserve)

# --- restic, the same tree on ext4 ---
R=$S/restic-src; mkdir -p "$R"
tar -xf "$TAR" -C "$R"
restic init --repo "$S/repo" >/dev/null 2>&1 || { say "restic init failed"; exit 1; }
sync; t=$(now); restic --repo "$S/repo" backup "$R" >/dev/null 2>&1; r_first=$(secs "$t")
edit_tree "$R" restic
sync; t=$(now); restic --repo "$S/repo" backup "$R" >/dev/null 2>&1; r_second=$(secs "$t")
drop; t=$(now); restic --repo "$S/repo" restore latest --target "$S/restic-out" >/dev/null 2>&1; r_restore=$(secs "$t")
r_store=$(du -sb "$S/repo" | cut -f1)
cmp -s "$S/edits.sbx" "$S/edits.restic" || say "warning: the two trees got different edits"

mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1e6 }'; }
printf '\nsnapshot benchmark (load average %s): %s files, %s, %s files edited + 20 added\n' "$(cut -d' ' -f1 /proc/loadavg)" "$nfiles" "$(mb "$bytes")" "$(wc -l <"$S/edits.sbx")"
printf '%-44s %14s %14s\n' "" "sbx" "restic"
printf '%-44s %12s s %12s s\n' "first capture / backup" "$sbx_first" "$r_first"
printf '%-44s %12s s %12s s\n' "second, after 1% edited + 20 added" "$sbx_second" "$r_second"
printf '%-44s %12s s %14s\n' "restore: sbxctl start on an empty state dir" "$sbx_start" "-"
printf '%-44s %12s s %14s\n' "restore to a usable mount (start + ls -R)" "$sbx_restore" "-"
printf '%-44s %12s s %12s s\n' "restore, every file read / restic restore" "$sbx_read" "$r_restore"
printf '%-44s %14s %14s\n' "store size" "$(mb "$sbx_store")" "$(mb "$r_store")"
