#!/bin/bash
# prio.t: the flusher's threads work in the background (flush_nice) only
# while nobody waits for them.  Written data that nobody fsyncs is hashed
# and compressed at nice 10; an fsync, or a writer held at dirty_max,
# brings them back to nice 0 at once, also on a host whose cores are
# busy (two CPU hogs here); with flush_nice = 0 they never leave 0.  The
# threads carry names (sbxfs-flush, sbxfs-compress, ...) for ps and top.
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
need_real

# nices: "NAME:NICE" of every thread of the daemon, one line
nices() { local t; for t in /proc/"$(fs_pid)"/task/*; do
  printf '%s:%s ' "$(cat "$t/comm")" "$(awk '{print $19}' "$t/stat")"; done; }
# watch SECONDS: sample the compression threads' nice every 20 ms; prints
# the distinct values seen, e.g. "0 10"
watch() { local end=$((SECONDS + $1)) seen=""; local t n
  while [ $SECONDS -lt $end ]; do
    for t in /proc/"$(fs_pid)"/task/*; do
      [ "$(cat "$t/comm" 2>/dev/null)" = sbxfs-compress ] || continue
      n=$(awk '{print $19}' "$t/stat" 2>/dev/null); case " $seen " in *" $n "*) ;; *) seen="$seen $n";; esac
    done; sleep 0.02
  done; echo $seen | tr ' ' '\n' | sort -n | tr '\n' ' ' | sed 's/ $//'; }

printf '[fs]\ncommit_interval_ms = 200\nflush_nice = 10\n' >"$T/c.ini"
check "mount" fs_mount --config "$T/c.ini"
mountpoint -q "$MNT" || { done_testing; exit 1; }
names=$(nices)
diag "$names"
for n in sbxfs-flush sbxfs-compress sbxfs-io sbxfs-signals; do
  case "$names" in *"$n:"*) ok 0 "a thread named $n";; *) ok 1 "a thread named $n";; esac
done

# two CPU hogs at nice 0, for the whole script
for i in 1 2; do (while :; do :; done) & at_exit "kill $!"; done

# 48 MiB written, no fsync: below dirty_max, flushed in the background
head -c $((48 << 20)) /dev/urandom >"$T/data"
cp "$T/data" "$MNT/bg" & cpid=$!
seen=$(watch 3); wait $cpid
diag "nices seen while nobody waits: $seen"
case " $seen " in *" 10 "*) ok 0 "background flushing runs at nice 10";;
  *) ok 1 "background flushing runs at nice 10";; esac

# an fsync waits for them: nice 0 while it does
dd if="$T/data" of="$MNT/fg" bs=1M conv=fsync 2>/dev/null & dpid=$!
seen=$(watch 2); wait $dpid; r=$?
is "$r" 0 "the fsync'd copy completes beside two CPU hogs"
diag "nices seen while an fsync waits: $seen"
case " $seen " in *" 0 "*) ok 0 "an fsync brings them to nice 0";; *) ok 1 "an fsync brings them to nice 0";; esac
cmp -s "$T/data" "$MNT/fg"; ok $? "the fsync'd copy reads back right"
check "unmount" fs_umount

# flush_nice = 0: never lowered
printf '[fs]\ncommit_interval_ms = 200\nflush_nice = 0\n' >"$T/c0.ini"
check "mount with flush_nice = 0" fs_mount --config "$T/c0.ini"
cp "$T/data" "$MNT/bg2" & cpid=$!
seen=$(watch 3); wait $cpid
is "$seen" "0" "with flush_nice = 0 they stay at nice 0"
check "unmount" fs_umount
check "--check is clean" fs_check
done_testing
