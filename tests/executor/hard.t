#!/bin/bash
# Hardening: what a command must not get past (found in review), each
# with the check that failed before its fix.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/common.sh"

check "sandbox starts" sb_start h1

# An empty argument is an argument: init once split argv from env at the
# first empty string, so '' cut argv short and what followed it became
# the command's whole environment (past [exec] env_allow).
is "$(sbxctl exec h1 -- sh -c 'echo argc=$#' x '' LD_PRELOAD=/nonexistent.so INJECTED=1 </dev/null 2>&1)" \
   "argc=3" "an empty argument does not end argv"
is "$(sbxctl exec h1 -- sh -c 'env' x '' INJECTED=1 </dev/null 2>&1 | grep -c INJECTED)" "0" \
   "nor does what follows it become the environment"
is "$(sbxctl exec h1 -- sh -c 'echo $PATH' x '' </dev/null 2>&1)" \
   "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" "the environment is the usual one"
is "$(sbxctl exec h1 -- printf '[%s]' a '' b </dev/null 2>&1)" "[a][][b]" "printf sees every argument"
is "$(sbxctl exec h1 -- sh -c 'echo "[$1]"' x '' </dev/null 2>&1)" "[]" "a last empty argument too"
sbxctl exec h1 -- '' </dev/null >/dev/null 2>"$T/err"
check "an empty program is refused" test $? -ne 0
check "with a clear error" grep -q "program) is empty" "$T/err"
is "$(sbxctl exec h1 -- echo still </dev/null)" "still" "the sandbox runs on"

done_testing
