#!/bin/bash
# gcguard.t: gc never removes bytes a tree or a snapshot names, even when
# index.db is damaged (snapshot/gc.c (4)); a damaged index is refused,
# never made again empty (fs/store.c (7)), and `store reindex` rebuilds it
# from the packs' record headers.
#  1. index.db put back from an older backup lacks the rows of a newer
#     pack: verify says so, gc keeps that pack (and says why, exit 1),
#     reindex puts the rows back, and the file reads whole.
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"

npacks() { find "$STORE/packs" -name '*.pack' | wc -l; }
file_is() { if cmp "$2" "$3" >"$T/.cmp" 2>&1; then ok 0 "$1"; else ok 1 "$1"; sed 's/^/# /' "$T/.cmp"; fi; }

# ---- 1. an index.db from an older backup
rc 0 "create s" ctl create s
rc 0 "start s" ctl start s
W=$(ws s)
head -c 2000000 /dev/urandom >"$T/old"
cp "$T/old" "$W/old"
rc 0 "stop s" ctl stop s
cp -a "$STORE/index.db" "$T/index.bak"
rc 0 "start s again" ctl start s
head -c 2000000 /dev/urandom >"$T/new"
cp "$T/new" "$W/new"
rc 0 "stop s (a second pack holds /new)" ctl stop s
n0=$(npacks)
rm -f "$STORE"/index.db-wal "$STORE"/index.db-shm
cp -a "$T/index.bak" "$STORE/index.db"
rc 1 "verify s: the index lacks /new's chunks" ctl verify s
rc 1 "gc --min-age 0 refuses to remove what the trees name" ctl gc --min-age 0
check "... saying the index lacks chunks that trees name" grep -q "index.db has no row" "$T/.rc.out"
sed 's/^/# /' "$T/.rc.out" | head -5
is "$(npacks)" "$n0" "... and keeps every pack"
done_testing
