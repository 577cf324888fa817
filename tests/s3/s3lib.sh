# tests/s3/s3lib.sh: the S3 tests' real Ceph RADOS Gateway (sourced after
# ../lib.sh; HERE is tests/s3).
# need_ceph: skip the whole test when Ceph is not installed.
need_ceph() {
  local p
  for p in ceph-mon ceph-osd radosgw radosgw-admin monmaptool; do
    command -v $p >/dev/null || skip_all "Ceph is not installed (apt-get install ceph-mon ceph-osd radosgw)"
  done
}
# ceph_start: a cluster in $CEPH (tests/s3/ceph.sh); its S3_* and RGW_PORT
# set here, or bail out.
ceph_start() {
  local t0 env_out
  t0=$(date +%s%N)
  if ! env_out=$("$HERE/ceph.sh" start "$CEPH" 2>"$T/ceph.err"); then
    sed 's/^/# /' "$T/ceph.err" | tail -20
    echo "Bail out! the Ceph cluster did not start"; exit 1
  fi
  eval "$env_out"
  diag "cluster up in $(( ($(date +%s%N) - t0) / 1000000 )) ms at $S3_ENDPOINT"
}
