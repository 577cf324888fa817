# tests/s3/s3lib.sh: the S3 tests' real Ceph RADOS Gateway (sourced after
# ../lib.sh; HERE is tests/s3).
# need_ceph: skip the whole test when Ceph is not installed.
need_ceph() {
  local p
  for p in ceph-mon ceph-osd radosgw radosgw-admin monmaptool; do
    command -v $p >/dev/null || skip_all "Ceph is not installed (apt-get install ceph-mon ceph-osd radosgw)"
  done
}
# need_gateway: skip the whole test unless root, Ceph installed and sbxctl
# in $SBX_BIN (the tests that run sbxctl against a gateway).
need_gateway() {
  need_root
  need_ceph
  command -v sbxctl >/dev/null || skip_all "no sbxctl in $SBX_BIN"
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
# proxy_start: tests/s3/faultproxy.py in front of the gateway
# ($RGW_PORT), no rules yet, logging to $T/proxy.log; sets PROXY (its
# endpoint), PROXY_PID and RULES, or bails out.  rules JSON: the rules now.
proxy_start() {
  RULES=$T/rules.json
  echo '[]' >"$RULES"
  setsid /usr/bin/python3 "$HERE/faultproxy.py" "$T/proxy.port" "$RGW_PORT" "$RULES" "$T/proxy.log" \
    </dev/null >"$T/proxy.out" 2>&1 &
  PROXY_PID=$!
  for _ in $(seq 100); do [ -s "$T/proxy.port" ] && break; sleep 0.05; done
  [ -s "$T/proxy.port" ] || { cat "$T/proxy.out"; echo "Bail out! the fault proxy did not start"; exit 1; }
  PROXY=http://127.0.0.1:$(cat "$T/proxy.port")
}
rules() { echo "$1" >"$RULES.tmp" && mv "$RULES.tmp" "$RULES"; }
# s3_conf FILE STATE_DIR URL ENDPOINT RETRY TTL [EXTRA]: a host's config
# on the gateway's bucket (retry_time RETRY, lease_ttl TTL, EXTRA lines)
s3_conf() {
  cat >"$1" <<INI
[sbx]
state_dir = $2
[store]
url = $3
endpoint = $4
region = $S3_REGION
access_key = $S3_ACCESS_KEY
secret_key = $S3_SECRET_KEY
retry_time = $5
lease_ttl = $6
${7:-}
INI
}
# hosts_at_exit H...: at exit, no rules, every sandbox of hosts $T/H.ini
# stopped, the proxy and the cluster too
hosts_at_exit() {
  at_exit "rules '[]'; for h in $*; do for d in '$T'/\$h/sandboxes/*; do [ -d \"\$d\" ] || continue;
  sbxctl --config '$T'/\$h.ini stop \"\${d##*/}\" >/dev/null 2>&1; done; done;
  kill $PROXY_PID 2>/dev/null; '$HERE/ceph.sh' stop '$CEPH'"
}
