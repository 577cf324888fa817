#!/bin/bash
# tests/s3/deadline.t: every S3 request ends within a bound (snapshot/s3.c
# (6)), against a fake endpoint that answers badly on purpose
# (tests/s3/trickle.py, a real HTTP server on 127.0.0.1; no Ceph needed):
#
#   - a GET whose body trickles in (a byte every 0.4 s: above a low-speed
#     limit of 1 byte/s) fails soon after the retry budget, not minutes
#     later (STORE.md: a read "returns EIO, never hangs"); so does one
#     whose body drips at 2 KiB/s, above any low-speed limit: the
#     attempt's deadline ends it;
#   - a server that accepts and never answers: a GET fails within its
#     retry budget (it ran to a 5 s floor per attempt: 5 s for a 2 s
#     budget);
#   - a body far larger than the range asked is cut short, not buffered;
#   - a body that is slow but sane (4 MiB at 2 MiB/s) still arrives whole
#     with a retry budget far below its time: the deadline scales with size;
#   - so does an upload over a slow but steady uplink (4 MiB at 256 KiB/s,
#     16 s, with a 10 s budget): a capture's packs go up at that rate.
. "$(dirname "$0")/../lib.sh"
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
PY=/usr/bin/python3

S3T=$T/s3t
SAN=; is_asan && SAN="-fsanitize=address,undefined -fno-sanitize-recover=undefined"
cc -O1 -g $SAN -std=c11 -Wall -Wextra -Werror -D_GNU_SOURCE -pthread -o "$S3T" \
  "$HERE/s3t.c" "$ROOT/snapshot/s3.c" "$ROOT/common/util.c" -lcurl -lcrypto \
  >"$T/cc.out" 2>&1 || { cat "$T/cc.out"; echo "Bail out! s3t does not build"; exit 1; }

export S3_URL=s3://bucket-x/p S3_REGION=us-east-1 S3_ACCESS_KEY=AK S3_SECRET_KEY=SK
# serve MODE: a trickle.py server in $T/MODE.*, its endpoint exported
serve() {
  setsid "$PY" "$HERE/trickle.py" "$T/$1.port" "$1" "$T/$1.log" </dev/null >"$T/$1.out" 2>&1 &
  at_exit "kill $!"
  for _ in $(seq 100); do [ -s "$T/$1.port" ] && break; sleep 0.05; done
  [ -s "$T/$1.port" ] || { cat "$T/$1.out"; echo "Bail out! trickle.py $1 did not start"; exit 1; }
  export S3_ENDPOINT=http://127.0.0.1:$(cat "$T/$1.port")
}
ms() { echo $(( $(date +%s%N) / 1000000 )); }
# run RETRY_MS ARGS...: s3t ARGS with that retry budget: $st its status,
# $el its ms, its output in $T/got and $T/err
run() { local t0; t0=$(ms); S3_RETRY_MS=$1 timeout 30 "$S3T" "${@:2}" >"$T/got" 2>"$T/err"; st=$?; el=$(( $(ms) - t0 )); }

# ---- slow but steady upload: in the background, 16 s, while the GETs
# below are tried (each against its own server) ----
serve slowput
head -c $((4 << 20)) /dev/urandom >"$T/up"
(
  t0=$(ms)
  S3_RETRY_MS=10000 timeout 60 "$S3T" put objects/cd/up <"$T/up" >"$T/out" 2>"$T/err.put"; st=$?
  echo "$st $(( $(ms) - t0 ))" >"$T/put.rc"
) &
PUT=$!

# ---- a trickling body ----
serve trickle
run 2000 get objects/ab/abcd
diag "trickle: rc $st after $el ms (retry budget 2 s): $(cat "$T/err")"
is "$st" 1 "a GET of a trickling body fails (not killed by timeout 30)"
ok $(( el < 12000 ? 0 : 1 )) "... within 12 s of a 2 s retry budget ($el ms)"
grep -q "Timeout was reached" "$T/err"; ok $? "... and says it timed out"

serve drip
run 2000 get objects/ab/abcd
diag "drip: rc $st after $el ms (retry budget 2 s): $(cat "$T/err")"
is "$st" 1 "a GET of a body dripping at 2 KiB/s fails (not killed by timeout 30)"
ok $(( el < 12000 ? 0 : 1 )) "... within 12 s of a 2 s retry budget ($el ms)"
grep -q "deadline" "$T/err"; ok $? "... and says the attempt's deadline passed"

# ---- no answer at all ----
serve silent
run 2000 get-range packs/ab/x.pack 0 100
diag "silent: rc $st after $el ms (retry budget 2 s): $(cat "$T/err")"
is "$st" 1 "a GET the server never answers fails"
ok $(( el < 2600 ? 0 : 1 )) "... within its 2 s retry budget (+0.6 s slack: $el ms)"

# ---- a body larger than asked ----
serve flood
run 2000 get-range packs/ab/x.pack 0 100
diag "flood: rc $st after $el ms: $(cat "$T/err")"
is "$st" 1 "a 100-byte range answered with 64 MiB fails"
grep -q "larger than" "$T/err"; ok $? "... says the reply was larger than asked"
wait_for grep -q "sent=" "$T/flood.log"
sent=$(sed -n 's/.*sent=//p' "$T/flood.log" | sort -n | tail -1)
ok $(( ${sent:-0} < (32 << 20) ? 0 : 1 )) "... and was cut short, not read whole (server sent ${sent:-?} bytes)"

# ---- slow but sane ----
serve slow
run 300 get objects/cd/slow
diag "slow: rc $st after $el ms (retry budget 0.3 s): $(cat "$T/err")"
is "$st" 0 "4 MiB at 2 MiB/s arrives with a 0.3 s retry budget"
is "$(stat -c %s "$T/got")" $((4 << 20)) "... whole"

wait $PUT
read -r st el <"$T/put.rc"
diag "slowput: rc $st after $el ms (retry budget 10 s): $(cat "$T/err.put")"
is "$st" 0 "4 MiB PUT over a 256 KiB/s uplink succeeds with a 10 s retry budget"
grep -q "got=$((4 << 20))" "$T/slowput.log"; ok $? "... the server got it whole"

done_testing
