#!/bin/bash
# demo.sh: the whole story on the embedded defaults (local store, SQLite):
# a sandbox is created and started, an agent's commands write files and
# start a server that is previewed, the workspace is captured, the host is
# "lost" (its state directory wiped), the sandbox comes back from the store
# on a fresh state directory, and a bad turn is rolled back.
# Run as root (FUSE mounts, namespaces): make demo
set -euo pipefail
BIN=${SBX_BIN:-$(cd "$(dirname "$0")/.." && pwd)/bin}
PATH=$BIN:$PATH
DEMO=$(mktemp -d /tmp/sbx-demo.XXXXXX)
export SBX_CONFIG=$DEMO/sbx.ini
cat >"$SBX_CONFIG" <<INI
[sbx]
state_dir = $DEMO/state
[store]
url = $DEMO/store
[snapshot]
capture_interval = 0
INI
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
run() { printf '$ %s\n' "$*"; "$@"; }
cleanup() {
  sbxctl stop demo >/dev/null 2>&1 || true
  { grep -o " $DEMO[^ ]*" /proc/mounts 2>/dev/null || true; } | while read -r m; do fusermount3 -uz "$m" 2>/dev/null || true; done
  rm -rf "$DEMO"
}
trap cleanup EXIT
started=$(date +%s)

step "1. create a sandbox and start it (mount its /workspace, start its executor)"
run sbxctl create demo
ws=$(sbxctl start demo | tail -1)
echo "workspace mounted at $ws"

step "2. the agent's turn: commands run isolated, writing to /workspace"
run sbxctl exec demo -- sh -c 'mkdir -p app && echo "hello from the sandbox" > app/hello.txt && id -u && pwd'
run sbxctl exec demo -- python3 -c 'import json; json.dump({"answer": 42}, open("app/data.json", "w")); print("wrote app/data.json")'
run sbxctl exec demo -- sh -c 'ls /workspace/app; cat /etc/shadow 2>&1 | head -1 || true'

step "3. a detached server, previewed from the host"
id=$(sbxctl exec demo -d -- python3 -m http.server 8000 --directory /workspace/app | tail -1)
echo "detached command id: $id"
url=""
for _ in $(seq 50); do url=$(sbxctl preview demo 8000 2>/dev/null | tail -1) && break; sleep 0.2; done
echo "preview: $url"
[ -n "$url" ] && run curl -s "${url}hello.txt"
run sbxctl ps demo

step "4. capture the workspace to the store"
snap=$(sbxctl capture demo --label "after turn 1" | tail -1)
echo "snapshot $snap"
run sbxctl snapshots demo

step "5. lose the host: stop, then wipe the whole local state directory"
run sbxctl stop demo
run rm -rf "$DEMO/state"
echo "state directory gone; only the store ($DEMO/store) is left"

step "6. on a fresh state directory the sandbox comes back from the store"
run sbxctl list
ws=$(sbxctl start demo | tail -1)
run cat "$ws/app/hello.txt"
run cat "$ws/app/data.json"

step "7. a second turn goes wrong and is rolled back"
run sbxctl exec demo -- sh -c 'rm -rf app && echo oops > broken.txt; exit 3' || echo "the turn failed (exit $?)"
run sbxctl diff demo "$snap" live || true
run sbxctl restore demo "$snap"
run ls "$ws" "$ws/app"

step "8. verify every chunk the workspace and its snapshots name"
run sbxctl verify demo

step "summary"
echo "sandbox demo: created, ran commands, served a preview, captured ($snap),"
echo "survived the loss of its state directory, and rolled back a bad turn,"
echo "in $(( $(date +%s) - started )) s."
exit 0
