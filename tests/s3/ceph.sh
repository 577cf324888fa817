#!/bin/bash
# tests/s3/ceph.sh: a throwaway single-host Ceph cluster for the S3 tests.
#
#   ceph.sh start DIR     make DIR, start the cluster in it, print the
#                         S3 endpoint and credentials as shell assignments
#                         (S3_ENDPOINT S3_ACCESS_KEY S3_SECRET_KEY S3_REGION
#                         CEPH_DIR RGW_PORT) for eval
#   ceph.sh stop DIR      stop every daemon started in DIR (by PID), remove DIR
#   ceph.sh rgw-stop DIR  stop radosgw only (fault tests)
#   ceph.sh rgw-start DIR start radosgw again on the same port
#   ceph.sh env DIR       print the assignments again
#
# The cluster: one monitor, one OSD on memstore (1 GiB, in memory), no
# cephx anywhere, radosgw (beast) on a free loopback port, one S3 user
# made with radosgw-admin.  Everything binds to 127.0.0.1; everything it
# writes is under DIR; every daemon's PID is in DIR/pids/.  No mgr: the
# S3 path does not need one, and it saves a few seconds and ~100 MB.
set -u
die() { echo "ceph.sh: $*" >&2; exit 1; }

# A TCP port nobody listens on (the kernel picks it; we release it at once).
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

conf_write() {         # conf_write DIR MON_PORT RGW_PORT
  local d=$1 mp=$2 rp=$3 fsid
  fsid=$(cat /proc/sys/kernel/random/uuid)
  cat >"$d/ceph.conf" <<EOF
[global]
fsid = $fsid
mon host = v2:127.0.0.1:$mp
mon initial members = a
public addr = 127.0.0.1
ms bind ipv4 = true
ms bind ipv6 = false
auth cluster required = none
auth service required = none
auth client required = none
auth allow insecure global id reclaim = true
keyring = $d/keyring
run dir = $d/run
admin socket = $d/run/\$name.asok
pid file = $d/run/\$name.pid
log file = $d/log/\$name.log
mon cluster log file = $d/log/cluster.log
crash dir = $d/crash
log to stderr = false
err to stderr = false
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon allow pool size one = true
mon allow pool delete = true
mon max pg per osd = 1000
mon warn on pool no redundancy = false
# the monitor commits a change (a pool, an OSD up) 0.1 s after it is
# proposed, not 1 s: radosgw-admin's and the first bucket's pools are
# made one after another, and this took the start from 13 s to 3 s
paxos propose interval = 0.1

[mon]
mon data = $d/mon/\$name
mon data avail warn = 1
mon data avail crit = 0

[osd]
osd data = $d/osd/\$name
osd objectstore = memstore
memstore device bytes = 1073741824
osd max object name len = 460
osd max object namespace len = 64
osd op num shards = 2
osd op num threads per shard = 1

[client]
ms mon client mode = crc secure
rgw frontends = beast endpoint=127.0.0.1:$rp tcp_nodelay=1
rgw dns name = 127.0.0.1
rgw thread pool size = 64
rgw dynamic resharding = false
rgw enable usage log = false
# no bucket lifecycle here: its threads' 5 s sleeps held a stopping
# radosgw for 5 s and more (rgw-stop, stop)
rgw enable lc threads = false
rgw data = $d/rgw
EOF
}

# wait_for SECONDS CMD...: run CMD until it succeeds
wait_for() {
  local t=$1 i; shift
  for ((i = 0; i < t * 5; i++)); do "$@" >/dev/null 2>&1 && return 0; sleep 0.2; done
  return 1
}

# spawn DIR NAME CMD...: run a daemon in the foreground, detached, PID noted
spawn() {
  local d=$1 name=$2; shift 2
  setsid "$@" </dev/null >>"$d/log/$name.out" 2>&1 &
  echo $! >"$d/pids/$name"
}

# running PID: PID has not exited (a zombie has: the daemons' reaper is
# init, which can take seconds to get to one; tests/lib.sh's alive)
running() { local s; s=$(cat "/proc/$1/stat" 2>/dev/null) || return 1; s=${s##*) }
  case $s in Z*|X*) return 1;; esac; }

# kill_pid DIR NAME: TERM, wait up to 10 s, then KILL; forget the PID
kill_pid() {
  local f=$1/pids/$2 pid i
  [ -f "$f" ] || return 0
  pid=$(cat "$f")
  if running "$pid"; then
    kill -TERM "$pid" 2>/dev/null
    for ((i = 0; i < 50; i++)); do running "$pid" || break; sleep 0.2; done
    kill -KILL "$pid" 2>/dev/null
    for ((i = 0; i < 25; i++)); do running "$pid" || break; sleep 0.2; done
  fi
  rm -f "$f"
}

# kill_all DIR NAME...: KILL them all at once, wait up to 5 s for them to
# exit; forget their PIDs (the cluster is thrown away: nothing to flush)
kill_all() {
  local d=$1 n pid pids= i; shift
  for n; do
    [ -f "$d/pids/$n" ] || continue
    pid=$(cat "$d/pids/$n"); kill -KILL "$pid" 2>/dev/null && pids="$pids $pid"
  done
  for pid in $pids; do
    for ((i = 0; i < 100; i++)); do running "$pid" || break; sleep 0.05; done
  done
  for n; do rm -f "$d/pids/$n"; done
}

rgw_up() { curl -s -o /dev/null --max-time 2 "http://127.0.0.1:$(cat "$1/rgw.port")/"; }

rgw_start() {
  local d=$1
  spawn "$d" rgw radosgw -f -c "$d/ceph.conf" -n client.rgw
  wait_for 60 rgw_up "$d" || { tail -20 "$d/log/client.rgw.log" >&2; die "radosgw did not answer"; }
}

print_env() {
  local d=$1
  echo "CEPH_DIR=$d"
  echo "RGW_PORT=$(cat "$d/rgw.port")"
  echo "S3_ENDPOINT=http://127.0.0.1:$(cat "$d/rgw.port")"
  echo "S3_REGION=us-east-1"
  echo "S3_ACCESS_KEY=$(cat "$d/s3.access")"
  echo "S3_SECRET_KEY=$(cat "$d/s3.secret")"
}

start() {
  local d=$1 mp rp ceph
  for p in ceph-mon ceph-osd radosgw radosgw-admin monmaptool ceph-authtool ceph; do
    command -v "$p" >/dev/null || die "missing $p (apt-get install ceph-mon ceph-osd radosgw)"
  done
  [ -e "$d" ] && [ -n "$(ls -A "$d" 2>/dev/null)" ] && die "$d is not empty"
  mkdir -p "$d"/{run,log,crash,pids,mon/mon.a,osd/osd.0,rgw} || die "mkdir $d"
  d=$(cd "$d" && pwd)
  # a failed start shows the daemons' last words, then leaves nothing behind
  trap "tail -n 5 '$d'/log/*.out >&2 2>/dev/null; stop '$d'" EXIT
  mp=$(free_port); rp=$(free_port)
  echo "$rp" >"$d/rgw.port"
  conf_write "$d" "$mp" "$rp"
  ceph="ceph -c $d/ceph.conf --connect-timeout 20"

  # monitor: a keyring is needed by mkfs even with auth none
  ceph-authtool --create-keyring "$d/keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null || die "keyring"
  monmaptool --create --fsid "$(sed -n 's/^fsid = //p' "$d/ceph.conf")" \
    --addv a "[v2:127.0.0.1:$mp]" "$d/monmap" >/dev/null || die "monmap"
  ceph-mon -c "$d/ceph.conf" --mkfs -i a --monmap "$d/monmap" --keyring "$d/keyring" \
    >>"$d/log/mkfs.out" 2>&1 || die "mon mkfs (see $d/log/mkfs.out)"
  spawn "$d" mon ceph-mon -f -c "$d/ceph.conf" -i a
  wait_for 30 $ceph mon stat || die "monitor did not answer"

  # OSD on memstore
  local uuid; uuid=$(cat /proc/sys/kernel/random/uuid)
  $ceph osd new "$uuid" >/dev/null 2>&1 || die "osd new"
  ceph-osd -c "$d/ceph.conf" -i 0 --mkfs --osd-uuid "$uuid" >>"$d/log/mkfs.out" 2>&1 \
    || die "osd mkfs (see $d/log/mkfs.out)"
  spawn "$d" osd ceph-osd -f -c "$d/ceph.conf" -i 0
  wait_for 60 sh -c "$ceph osd dump | grep -q '^osd.0 up'" || die "osd did not come up"

  # S3 user (this also makes the default zone's pools), then radosgw
  local ak sk
  ak=$(head -c 10 /dev/urandom | od -An -tx1 | tr -d ' \n' | tr a-f A-F)
  sk=$(head -c 20 /dev/urandom | od -An -tx1 | tr -d ' \n')
  echo "$ak" >"$d/s3.access"; echo "$sk" >"$d/s3.secret"
  timeout 120 radosgw-admin -c "$d/ceph.conf" -n client.rgw user create --uid=sbx \
    --display-name=sbx --access-key="$ak" --secret-key="$sk" >>"$d/log/admin.out" 2>&1 \
    || die "radosgw-admin user create (see $d/log/admin.out)"
  rgw_start "$d"
  trap - EXIT
  print_env "$d"
}

stop() {
  local d=$1
  [ -d "$d" ] || return 0
  [ -f "$d/ceph.conf" ] || [ -d "$d/pids" ] || die "$d does not look like a ceph.sh cluster"
  kill_all "$d" rgw osd mon
  rm -rf "$d"
}

[ $# = 2 ] || die "usage: ceph.sh start|stop|rgw-stop|rgw-start|env DIR"
case $1 in
  start) start "$2" ;;
  stop) stop "$2" ;;
  rgw-stop) kill_pid "$2" rgw ;;
  rgw-start) rgw_start "$2" ;;
  env) print_env "$2" ;;
  *) die "unknown action $1" ;;
esac
