# tests/executor/common.sh: sandboxes for the executor's tests (sourced
# after ../lib.sh).  A config in $T points state and store into $T.
# sb_start NAME: `sbxctl start` (sbxfs mount + sbxexec); with
# SBX_EXEC_DIRECT=1, or when sbxfs cannot mount here, sbxexec alone on a
# plain directory.  Every sandbox started is stopped at exit.
need_root
# the system python: a pyenv shim on PATH costs seconds a call
PATH=$SBX_BIN:/usr/bin:$PATH
export SBX_CONFIG=$T/sbx.ini
cat > "$SBX_CONFIG" <<INI
[sbx]
state_dir = $T/state
[store]
url = $T/store
[exec]
kill_grace = 2
${EXEC_INI:-}
INI

sb_dir() { echo "$T/state/sandboxes/$1"; }

sb_start() {
  local name=$1 i
  sbxctl create "$name" >/dev/null || return 1
  if [ "${SBX_EXEC_DIRECT:-0}" != 1 ] && sbxctl start "$name" >/dev/null 2>"$T/.start.err"; then
    at_exit "sb_stop $name"
    return 0
  fi
  [ "${SBX_EXEC_DIRECT:-0}" = 1 ] || diag "sbxctl start $name failed ($(head -c 200 "$T/.start.err")); sbxexec alone on a plain directory"
  unseal "$(sb_dir "$name")"      # its commands write to the mountpoint itself
  at_exit "sb_stop $name"
  sb_exec_direct "$name"
}

# sb_exec_direct NAME: sbxexec alone on NAME's directory as it is (the
# plain mountpoint, or what the test mounted on it); 0 once it answers.
# No sbxctl call before its pid file names it: ps and exec wake a
# sandbox whose executor they do not find, which detached what was
# mounted on the workspace and mounted sbxfs there from a new tree
# (remount.t ran on that mount or on the sealed mountpoint by the
# timing; its socket is there before its pid file).
sb_exec_direct() {
  local d i
  d=$(sb_dir "$1")
  setsid sbxexec --config "$SBX_CONFIG" --state "$d" >>"$d/sbxexec.log" 2>&1 </dev/null &
  echo $! > "$d/direct.pid"
  for i in $(seq 400); do
    [ "$(cat "$d/exec/pid" 2>/dev/null)" = $! ] && { wait_for sbxctl ps "$1"; return; }
    alive $! || return 1
    sleep 0.05
  done
  return 1
}

# sb_stop NAME: sbxctl stop; an sbxexec still running after it gets TERM
# (which stops the sandbox too), so none outlives its test
sb_stop() {
  local name=$1 p
  p=$(cat "$(sb_dir "$name")/exec/pid" 2>/dev/null)
  sbxctl stop "$name" >/dev/null 2>&1
  if [ -n "$p" ] && kill -0 "$p" 2>/dev/null && grep -q sbxexec "/proc/$p/cmdline" 2>/dev/null; then
    for i in $(seq 40); do alive "$p" || break; sleep 0.05; done
    alive "$p" && { diag "sbxexec $p outlived sbxctl stop; TERM"; kill -TERM "$p"; sleep 1; }
  fi
  p=$(cat "$(sb_dir "$name")/direct.pid" 2>/dev/null)
  if [ -n "$p" ]; then
    for i in $(seq 100); do alive "$p" || break; sleep 0.05; done
    alive "$p" && { diag "sbxexec $p did not stop; TERM"; kill -TERM "$p"; sleep 1; }
    rm -f "$(sb_dir "$name")/direct.pid"
  fi
  return 0
}

# sx NAME CMD...: run a shell command line in the sandbox, stdin closed
sx() { local n=$1; shift; sbxctl exec "$n" -- sh -c "$*" </dev/null; }


# ps_field NAME ID FIELD: a field of the command in `sbxctl --json ps`
ps_field() {
  sbxctl --json ps "$1" | python3 -c "import json,sys
for c in json.load(sys.stdin):
    if c['id']=='$2': print(c.get('$3',''))"
}

# sb_exec_pid NAME: pid of the sandbox's sbxexec
sb_exec_pid() { cat "$(sb_dir "$1")/exec/pid" 2>/dev/null; }

# sb_exec_restart NAME: start sbxexec again (after it was killed)
sb_exec_restart() {
  local name=$1 i
  if [ -e "$(sb_dir "$name")/direct.pid" ]; then
    sb_exec_direct "$name"
  else
    sbxctl start "$name" >/dev/null && wait_for sbxctl ps "$name"
  fi
}
