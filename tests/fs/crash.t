victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
#victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
!victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
bvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
bvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
#victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
:victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
9victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
bvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
xvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
xvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
,victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
#victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
:victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
,victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
pvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
,victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
#victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
,victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
bvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
(victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
bvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
#victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
pvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
xvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
4victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
)victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
(victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
0victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
)victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
bvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
(victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
0victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
)victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
bvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
{victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Bvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Xvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
:victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
5victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
}victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Pvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
pvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
#victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
xvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
4victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
,victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
:victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
>victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
pvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
qvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
|victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
|victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
{victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
xvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
}victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
(victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
qvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
)victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
0victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
(victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
<victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
)victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
#victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
,victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
qvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
{victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
}victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
>victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
>victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
&victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
&victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
!victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
{victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
}victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
bvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
(victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
(victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
+victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
0victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
0victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
0victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
)victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
)victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
>victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
>victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
&victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
&victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
!victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
#victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
:victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
0victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
5victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
3victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
pvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
(victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Bvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
{victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
(victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
)victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
pvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
%victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
,victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
0victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
5victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
+victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
(victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
)victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
*victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
5victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
}victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
)victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
0victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
9victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
|victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
|victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
9victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
>victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
>victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
(victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
<victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
)victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
[victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
!victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
0victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
]victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
:victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
9victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
bvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
[victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
0victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
]victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
:victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
bvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
^victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
#victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
|victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
5victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
!victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
>victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
>victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
&victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
:victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
9victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
^victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
#victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
|victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
0victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
pvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
bvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
>victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
!victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
:victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
9victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
^victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
#victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
|victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
5victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
bvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
!victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
>victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
>victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
&victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
:victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
^victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
#victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
|victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
0victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
0victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
:victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
9victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
(victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
(victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
0victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
)victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
)victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
(victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
)victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
#victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Pvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
:victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
.victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
!victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
(victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
{victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
pvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
}victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
|victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
)victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
[victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
]victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
&victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
&victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
{victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
&victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
&victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
|victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
|victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
}victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
&victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
&victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
pvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
-victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
qvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
;victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
pvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Xvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
|victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
bvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
1victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
0victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
=victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
2victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
>victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
/victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
kvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
hvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
avictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
'victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Wvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
vvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
rvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
yvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
$victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Cvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Lvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
Gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
"victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
 victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
mvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
uvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
fvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
dvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ovictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
_victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
evictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
svictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
tvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
ivictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
nvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
gvictim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi

victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  printf 'X' | dd of="$MNT/$victim" bs=1 seek=0 conv=notrunc 2>/dev/null
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
