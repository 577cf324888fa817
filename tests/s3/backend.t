#!/bin/bash
# tests/s3/backend.t: the S3 backend (snapshot/s3.c) and `sbxctl store
# check` against a real Ceph RADOS Gateway started here on 127.0.0.1
# (tests/s3/ceph.sh) and stopped at the end, its data removed.
. "$(dirname "$0")/../lib.sh"
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
. "$HERE/s3lib.sh"
need_ceph
command -v sbxctl >/dev/null || skip_all "no sbxctl in $SBX_BIN"

# The test driver: the client and backend straight from the sources,
# built while the cluster starts.
S3T=$T/s3t
SAN=; is_asan && SAN="-fsanitize=address,undefined -fno-sanitize-recover=undefined"
cc -O1 -g $SAN -std=c11 -Wall -Wextra -Werror -D_GNU_SOURCE -pthread -o "$S3T" \
  "$HERE/s3t.c" "$ROOT/snapshot/s3.c" "$ROOT/common/util.c" -lcurl -lcrypto \
  >"$T/cc.out" 2>&1 & CC=$!

CEPH=$T/ceph
at_exit "'$HERE/ceph.sh' stop '$CEPH'"
ceph_start
wait $CC || { cat "$T/cc.out"; echo "Bail out! s3t does not build"; exit 1; }
export S3_ENDPOINT S3_REGION S3_ACCESS_KEY S3_SECRET_KEY
export S3_URL="s3://sbx-test/host a/p+q"       # a prefix that needs encoding
s3t() { "$S3T" "$@"; }
# every output of the run, to look for leaked secrets at the end
seen() { cat "$T/.rc.out" "$T/.out" 2>/dev/null >>"$T/all.out"; }

# ---- the bucket ----
rc 1 "check fails on a missing bucket" s3t check
grep -q "no bucket 'sbx-test'" "$T/.rc.out"; ok $? "... and names the bucket"; seen
check "bucket create" s3t mkbucket
check "check passes once the bucket is there" s3t check

# ---- objects ----
printf 'hello\n' >"$T/a"
check "put an object" sh -c "'$S3T' put objects/ab/abcd <'$T/a'"
is "$(s3t get objects/ab/abcd)" "hello" "get returns its bytes"
printf 'other\n' >"$T/b"
check "put of an existing key succeeds" sh -c "'$S3T' put objects/ab/abcd <'$T/b'"
is "$(s3t get objects/ab/abcd)" "hello" "... and leaves the object as it was (immutable)"
head -c 3000000 /dev/urandom >"$T/big"
check "put 3 MB (above curl's Expect: 100-continue threshold)" sh -c "'$S3T' put objects/cd/big <'$T/big'"
s3t get objects/cd/big >"$T/big.back"
cmp -s "$T/big" "$T/big.back"; ok $? "get 3 MB is byte-identical"
check "put a key with spaces, + and %" sh -c "echo odd | '$S3T' put 'objects/x y+z%20'"
is "$(s3t get 'objects/x y+z%20')" "odd" "get that key"
is "$(s3t has objects/ab/abcd)" 1 "has: present"
is "$(s3t has objects/ab/none)" 0 "has: absent"
rc 4 "get of a missing key is ENOENT" s3t get objects/ab/none
is "$(s3t list objects | tr '\n' ' ')" "objects/ab/abcd objects/cd/big objects/x y+z%20 " \
  "list returns every key under the prefix, prefix stripped"
is "$(s3t list objects/ab/ | tr '\n' ' ')" "objects/ab/abcd " "list of a sub-prefix"
is "$(s3t list nothing | wc -l)" 0 "list of an empty prefix"
check "del" s3t del objects/ab/abcd
is "$(s3t has objects/ab/abcd)" 0 "... the object is gone"
check "del of a missing key is not an error" s3t del objects/ab/abcd
# (four fills of 275 at once: one took 3.5 s)
check "fill 1100 keys" sh -c 'p=; for i in 0 1 2 3; do "$0" fill many 275 $((i * 275)) & p="$p $!"; done
  r=0; for x in $p; do wait $x || r=1; done; exit $r' "$S3T"
is "$(s3t list many | wc -l)" 1100 "list pages through more than 1000 keys (continuation token)"

# ---- refs: compare-and-swap ----
check "ref create (expect absent)" s3t ref-cas sandboxes/one - v1
rc 3 "ref create again is EAGAIN" s3t ref-cas sandboxes/one - v1
rc 3 "cas from a wrong value is EAGAIN" s3t ref-cas sandboxes/one v0 v2
is "$(s3t ref-get sandboxes/one)" v1 "... and changes nothing"
check "cas from the current value" s3t ref-cas sandboxes/one v1 v2
is "$(s3t ref-get sandboxes/one)" v2 "ref_get sees the new value"
check "a second ref" s3t ref-cas sandboxes/two - w1
is "$(s3t ref-list sandboxes | tr '\n' ' ')" "sandboxes/one sandboxes/two " "ref_list"
check "delete a ref by cas to NULL" s3t ref-cas sandboxes/two w1 -
rc 4 "a deleted ref reads as missing" s3t ref-get sandboxes/two
is "$(s3t ref-list sandboxes | tr '\n' ' ')" "sandboxes/one " "... and is not listed"
check "a deleted ref can be made again (expect absent)" s3t ref-cas sandboxes/two - w2
is "$(s3t race sandboxes/one 8)" 1 "8 threads racing one cas: exactly one wins"
is "$(s3t race sandboxes/fresh 8)" 1 "8 threads racing to create a ref: exactly one wins"

# ---- permanent failures fail fast and name the bucket ----
t=$(date +%s%N)
S3_SECRET_KEY=not-the-secret rc 1 "wrong secret key: refused" s3t get objects/cd/big
grep -q "403" "$T/.rc.out" && grep -q "bucket 'sbx-test'" "$T/.rc.out"; ok $? "... 403 naming the bucket"
grep -q "HEAD s3://sbx-test" "$T/.rc.out"; ok $? "... and the operation"; seen
ms=$(( ($(date +%s%N) - t) / 1000000 ))
[ "$ms" -lt 3000 ]; ok $? "... at once, without retries (${ms} ms)"
S3_ACCESS_KEY=NOSUCHKEY rc 1 "unknown access key: refused" s3t check; seen
S3_URL=s3://no-such-bucket rc 1 "missing bucket on get" s3t get x
grep -q "no bucket 'no-such-bucket'" "$T/.rc.out"; ok $? "... names the bucket"; seen
S3_ACCESS_KEY= S3_SECRET_KEY= AWS_ACCESS_KEY_ID= AWS_SECRET_ACCESS_KEY= \
  rc 1 "no credentials anywhere: a clear refusal" s3t check
grep -q "no credentials" "$T/.rc.out"; ok $? "... says so"
AWS_ACCESS_KEY_ID=$S3_ACCESS_KEY AWS_SECRET_ACCESS_KEY=$S3_SECRET_KEY S3_ACCESS_KEY= S3_SECRET_KEY= \
  check "credentials from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY" s3t check
printf '[other]\naws_access_key_id = X\naws_secret_access_key = Y\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\n' \
  "$S3_ACCESS_KEY" "$S3_SECRET_KEY" >"$T/credentials"
S3_CREDENTIALS_FILE=$T/credentials S3_ACCESS_KEY= S3_SECRET_KEY= \
  check "credentials from a credentials file ([default])" s3t check

# ---- sbxctl store check ----
mkconf() { cat >"$1" <<INI
[sbx]
state_dir = $T/state
[store]
url = $S3_URL
endpoint = $S3_ENDPOINT
access_key = $S3_ACCESS_KEY
secret_key = ${2:-$S3_SECRET_KEY}
retry_time = 30
INI
}
mkconf "$T/s3.ini"
check "sbxctl store check on S3" sbxctl --config "$T/s3.ini" store check; seen
grep -q "round trip:  HEAD" "$T/.out"; ok $? "... reports the round trip"
grep -q "conditional: ok" "$T/.out"; ok $? "... and that radosgw honours conditional writes"
sed 's/^/# /' "$T/.out"
sbxctl --config "$T/s3.ini" --json store check >"$T/check.json" 2>&1
python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); assert j["round_trip"] and j["conditional"] and j["latency_ms"]["put"] > 0' \
  "$T/check.json"; ok $? "store check --json"
mkconf "$T/bad.ini" not-the-secret
rc 1 "store check with a wrong secret fails" sbxctl --config "$T/bad.ini" store check; seen
grep -q "credentials: FAILED" "$T/.rc.out" && grep -q "bucket 'sbx-test'" "$T/.rc.out"; ok $? "... naming credentials and bucket"
# a host whose clock is 20 min off: S3 refuses its signatures (403), on
# a HEAD with no body to say RequestTimeTooSkewed; the reply's Date does
if command -v faketime >/dev/null; then
  rc 1 "store check from a host whose clock is 20 min ahead fails" \
    env FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f +20m sbxctl --config "$T/s3.ini" store check; seen
  grep -q "this host's clock is 1[0-9]*s ahead of the server's" "$T/.rc.out"; ok $? "... saying the clock is off, not only the credentials"
else
  diag "no faketime: the clock skew check is skipped"
fi
printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s\n' "$T/state" "$T/local" >"$T/local.ini"
check "store check on a local store" sbxctl --config "$T/local.ini" store check
is "$(s3t list check | wc -l)" 0 "store check leaves no probe objects behind"

# ---- transient failures: radosgw stopped and started again ----
echo "v-before" >"$T/v"
check "put before the outage" sh -c "'$S3T' put objects/ee/keep <'$T/v'"
"$HERE/ceph.sh" rgw-stop "$CEPH"
t=$(date +%s%N)
S3_RETRY_MS=2000 rc 1 "radosgw down, 2 s budget: the call fails" s3t check
ms=$(( ($(date +%s%N) - t) / 1000000 ))
grep -q "gave up after" "$T/.rc.out"; ok $? "... saying it gave up after retrying"
[ "$ms" -ge 1000 ] && [ "$ms" -lt 8000 ]; ok $? "... about the budget, not at once nor much later (${ms} ms)"
# (retry_time 1: store check gives up after min(retry_time, 5 s))
sed 's/^retry_time = 30$/retry_time = 1/' "$T/s3.ini" >"$T/s3-1.ini"
rc 1 "store check while radosgw is down fails" sbxctl --config "$T/s3-1.ini" store check
grep -q "reachable:   FAILED" "$T/.rc.out"; ok $? "... reporting it unreachable"
# a get that starts while radosgw is down and succeeds once it is back
S3T_STATS=1 S3_RETRY_MS=60000 "$S3T" get objects/ee/keep >"$T/late.out" 2>"$T/late.err" &
getpid=$!
sleep 1         # its first attempt is refused at once: it retries from then on
"$HERE/ceph.sh" rgw-start "$CEPH" >/dev/null 2>&1; ok $? "radosgw started again"
wait $getpid; ok $? "a get issued during the outage succeeds once radosgw is back"
is "$(cat "$T/late.out")" "v-before" "... with the right bytes"
grep -q "retries=[1-9]" "$T/late.err"; ok $? "... after retries ($(grep -o 'retries=[0-9]*' "$T/late.err"))"
check "cas works after the restart" s3t ref-cas sandboxes/two w2 w3
# a radosgw that accepts connections and never answers: bounded, no hang
rgwpid=$(cat "$CEPH/pids/rgw")
at_exit "kill -CONT $rgwpid"
kill -STOP "$rgwpid"
t=$(date +%s%N)
S3_RETRY_MS=3000 rc 1 "radosgw hung (SIGSTOP), 3 s budget: the call fails" s3t get objects/ee/keep
ms=$(( ($(date +%s%N) - t) / 1000000 ))
grep -q "Timeout" "$T/.rc.out"; ok $? "... with a timeout"
[ "$ms" -lt 10000 ]; ok $? "... in bounded time, not a hang (${ms} ms)"
kill -CONT "$rgwpid"
is "$(s3t get objects/ee/keep)" "v-before" "... and works again once radosgw runs"

# ---- latency ----
s3t bench 20 65536 >"$T/bench.out" 2>&1; ok $? "bench 64 KiB"
diag "64 KiB: $(cat "$T/bench.out")"

# ---- no secret in anything printed ----
cat "$T"/*.out "$T"/*.err "$T/check.json" >>"$T/all.out" 2>/dev/null
! grep -qF "$S3_SECRET_KEY" "$T/all.out"; ok $? "the secret key appears in no output"

# ---- stop: nothing left ----
pids=$(cat "$CEPH"/pids/* 2>/dev/null)
t=$(date +%s%N)
"$HERE/ceph.sh" stop "$CEPH"; ok $? "cluster stops"
diag "stopped in $(( ($(date +%s%N) - t) / 1000000 )) ms"
left=0; alive $pids && left=1
is "$left" 0 "no daemon of the cluster is left running"
[ ! -e "$CEPH" ]; ok $? "its directory is removed"
done_testing
