#!/bin/bash
# cleanroom.sh: check the README's two set-up commands on a minimal Debian
# 12, one with nothing the project needs installed: a debootstrap'd
# bookworm (minbase: no compiler, no python3, no curl, no git), a clone of
# this repository's HEAD in it, and there, chrooted, in a mount namespace
# of its own whose / is a mount point (as on a machine):
#   bash .ci/run --run-deps && make demo        always
#   bash .ci/run                                 with --tests (the suite)
# Uncommitted changes are not in the clone.  Needs root and a reachable
# Debian mirror (MIRROR, default http://deb.debian.org/debian); installs
# debootstrap on the host if it is missing.
#   tools/cleanroom.sh [--tests] [--keep] [DIR]
# DIR (default /var/tmp/sbx-cleanroom) must not exist, or be one this
# script made (it holds .sbx-cleanroom), which is removed first.  It is
# removed at the end unless --keep.  Exit 0 when every command passed.
set -euo pipefail
usage() { echo "usage: tools/cleanroom.sh [--tests] [--keep] [DIR]" >&2; exit 2; }
TESTS=0 KEEP=0 DIR=
for a; do
  case $a in
    --tests) TESTS=1 ;;
    --keep) KEEP=1 ;;
    -*) usage ;;
    *) [ -z "$DIR" ] || usage; DIR=$a ;;
  esac
done
DIR=${DIR:-/var/tmp/sbx-cleanroom}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
REPO=$(cd "$(dirname "$0")/.." && pwd)
say() { printf 'cleanroom: %s\n' "$*" >&2; }
[ "$(id -u)" = 0 ] || { say "run as root (debootstrap, chroot, mounts)"; exit 1; }
case $DIR in /*) ;; *) say "DIR must be an absolute path: $DIR"; exit 2 ;; esac
if [ -e "$DIR" ]; then
  [ -e "$DIR/.sbx-cleanroom" ] || { say "$DIR exists and is not one this script made: nothing done"; exit 1; }
  rm -rf --one-file-system "$DIR"
fi
command -v debootstrap >/dev/null ||
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null; }

t0=$(date +%s)
mkdir -p "$DIR" && touch "$DIR/.sbx-cleanroom"
say "debootstrap --variant=minbase bookworm $DIR $MIRROR"
debootstrap --variant=minbase bookworm "$DIR" "$MIRROR" >"$DIR.debootstrap.log" 2>&1 ||
  { say "debootstrap failed (its log: $DIR.debootstrap.log)"; exit 1; }
rm -f "$DIR.debootstrap.log"
cp /etc/resolv.conf "$DIR/etc/resolv.conf"
git clone -q --no-local "$REPO" "$DIR/root/sbx"
say "$(cat "$DIR/etc/debian_version"), $(chroot "$DIR" dpkg-query -f '.\n' -W | wc -l) packages; sbx at $(git -C "$DIR/root/sbx" log -1 --format='%h %s' | cut -c1-60)"

# in_room CMD: run CMD (bash) in the chroot, in a mount namespace of its
# own (so nothing mounted there outlives it), with / a mount point
# (sbxexec makes its mounts private from /) and a scrubbed environment.
in_room() {
  unshare --mount --propagation private bash -c '
    set -e
    R=$1
    mount --bind "$R" "$R"
    mount -t proc proc "$R/proc"
    mount --rbind /sys "$R/sys"
    mount --rbind /dev "$R/dev"
    mount -t tmpfs tmpfs "$R/run"
    exec chroot "$R" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
      PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
      /bin/bash -c "cd /root/sbx && $2"' _ "$DIR" "$1"
}
rc=0
say "bash .ci/run --run-deps && make demo"
in_room 'bash .ci/run --run-deps && make demo' || rc=$?
say "demo: exit $rc"
if [ "$rc" = 0 ] && [ "$TESTS" = 1 ]; then
  say "bash .ci/run"
  in_room 'bash .ci/run' || rc=$?
  say "tests: exit $rc"
fi
[ "$KEEP" = 1 ] || rm -rf --one-file-system "$DIR"
say "done in $(( $(date +%s) - t0 )) s: $([ "$rc" = 0 ] && echo PASS || echo "FAIL (exit $rc)")"
exit "$rc"
