#!/bin/bash
# gcguard.t: gc never removes bytes a tree or a snapshot names, even when
# index.db is damaged (snapshot/gc.c (4)); a damaged index is refused,
# never made again empty (fs/store.c (7)), and `store reindex` rebuilds it
# from the packs' record headers.
#  1. index.db put back from an older backup lacks the rows of a newer
#     pack: verify says so, gc keeps that pack (and says why, exit 1),
#     reindex puts the rows back, and the file reads whole.
#  2. index.db emptied (0 bytes): start, verify, gc and store init refuse
#     it, naming the damage; nothing is removed; reindex rebuilds it.
#  3. index.db deleted: start says the index is missing while packs exist
#     (not "the store moved"), store init refuses to make it empty over
#     them, and reindex rebuilds it.
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
rc 0 "store reindex puts the rows back" ctl store reindex
check "... saying how many" grep -q "2 rows added" "$T/.rc.out"
rc 0 "verify s is clean then" ctl verify s
rc 0 "gc --min-age 0 runs then" ctl gc --min-age 0
rc 0 "start s" ctl start s
file_is "/new reads whole" "$W/new" "$T/new"
file_is "/old reads whole" "$W/old" "$T/old"
rc 0 "stop s" ctl stop s

# ---- 2. index.db emptied
n0=$(npacks)
cp -a "$STORE/index.db" "$T/index.good"
: >"$STORE/index.db"; rm -f "$STORE"/index.db-wal "$STORE"/index.db-shm
rc 1 "start s with a 0-byte index.db fails" ctl start s
check "... saying index.db has no chunk table while packs exist" \
  grep -q "index.db has no chunk table.*packs" "$T/.rc.out" "$T/state/sandboxes/s/sbxfs.log"
rc 1 "verify s fails" ctl verify s
rc 1 "gc --min-age 0 fails" ctl gc --min-age 0
rc 1 "store init refuses to make it new" ctl store init
is "$(stat -c %s "$STORE/index.db")" 0 "... index.db is left as it was"
is "$(npacks)" "$n0" "... and every pack is kept"
rc 0 "store reindex rebuilds the emptied index.db" ctl store reindex
rc 0 "start s" ctl start s
file_is "/new reads whole" "$W/new" "$T/new"
rc 0 "stop s" ctl stop s

# ---- 3. index.db deleted
rm -f "$STORE"/index.db*
rc 1 "start s with index.db deleted fails" ctl start s
check "... saying the index is missing while packs exist" grep -q "index.db is missing while packs/ holds packs" "$T/.rc.out"
check_fails "... not that the store moved" grep -q "moved" "$T/.rc.out"
rc 1 "store init refuses to make an empty index over the packs" ctl store init
check_fails "... and makes none" test -e "$STORE/index.db"
rc 1 "gc fails" ctl gc --min-age 0
is "$(npacks)" "$n0" "... every pack is kept"
rc 0 "store reindex rebuilds it" ctl store reindex
rc 0 "verify --all is clean" ctl verify --all
rc 0 "start s" ctl start s
file_is "/new reads whole" "$W/new" "$T/new"
file_is "/old reads whole" "$W/old" "$T/old"
rc 0 "stop s" ctl stop s
done_testing
