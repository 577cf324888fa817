#!/bin/bash
# demo.sh: the whole story on the embedded defaults (local store, SQLite):
# a tenant with two sandboxes and an agent; a turn that writes files and
# starts a server that is previewed from the host; a capture; the host is
# "lost" (its state directory wiped, catalog included); the sandbox wakes
# on a fresh state directory from the store with its files; a second turn
# fails and is rolled back to exactly how the workspace was before it.
# Run as root (FUSE mounts, namespaces): make demo
set -euo pipefail
[ "$(id -u)" = 0 ] || { echo "demo.sh: run as root (FUSE mounts, namespaces, cgroups)" >&2; exit 1; }
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
[limits]
max_running_turns = 4
INI
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
run() { printf '$ %s\n' "$*"; "$@"; }
cleanup() {
  sbxctl stop web >/dev/null 2>&1 || true
  sbxctl stop docs >/dev/null 2>&1 || true
  { grep -o " $DEMO[^ ]*" /proc/mounts 2>/dev/null || true; } | while read -r m; do fusermount3 -uz "$m" 2>/dev/null || true; done
  chattr -i "$DEMO"/state/sandboxes/*/workspace 2>/dev/null || true
  rm -rf "$DEMO"
}
trap cleanup EXIT
started=$(date +%s)

step "1. a tenant, two sandboxes and an agent (records only: nothing mounted, nothing running)"
run sbxctl tenant create acme
run sbxctl create web --tenant acme --label app=site --limit memory=512M
run sbxctl create docs --tenant acme --label app=docs
run sbxctl agent create agent-7 --tenant acme
run sbxctl attach web agent-7
run sbxctl list
run sbxctl status web

step "2. the agent's first turn: admitted, the sandbox wakes on demand"
turn=$(sbxctl turn begin web | tail -1)
echo "turn $turn admitted"
run sbxctl exec --turn "$turn" web -- sh -c 'mkdir -p app && echo "hello from the sandbox" > app/hello.txt && id -u && pwd'
run sbxctl exec --turn "$turn" web -- python3 -c 'import json; json.dump({"answer": 42}, open("app/data.json", "w")); print("wrote app/data.json")'
run sbxctl exec --turn "$turn" web -- sh -c 'ls /workspace/app; cat /etc/shadow 2>&1 | head -1 || true'

step "3. a detached server, previewed from the host"
id=$(sbxctl exec web -d -- python3 -m http.server 8000 --directory /workspace/app | tail -1)
echo "detached command id: $id (no turn's: it outlives turns; a stop, sleep, restore or rollback ends it)"
url=""
for _ in $(seq 50); do url=$(sbxctl preview web 8000 2>/dev/null | tail -1) && break; sleep 0.2; done
echo "preview: $url"
[ -n "$url" ] && run curl -s "${url}hello.txt"
run sbxctl logs web "$id" --stderr     # the server's access log: its stderr, kept apart from stdout
run sbxctl ps web
run sbxctl turn end "$turn"
run sbxctl status web
run sbxctl stats        # what each sandbox uses here: tree against its quotas, CPU, memory

step "4. capture the workspace to the store; publish app/ as an artifact"
snap=$(sbxctl capture web --label "after turn 1" | tail -1)
echo "snapshot $snap"
run sbxctl snapshots web
art=$(sbxctl artifact publish web app --label "site v1" | tail -1)
echo "artifact $art (immutable, shares the workspace's chunks)"

step "5. lose the host: its processes end, then the whole state directory (catalog too) is wiped"
run sbxctl stop web
run sbxctl stop docs
# a stopped sandbox's mountpoint is immutable (no write lands under it
# unseen): rm -rf needs the flag cleared first (where the file system has it)
run chattr -i "$DEMO/state/sandboxes/web/workspace" "$DEMO/state/sandboxes/docs/workspace" 2>/dev/null || true
run rm -rf "$DEMO/state"
echo "state directory gone; only the store ($DEMO/store) is left"

step "6. on a fresh state directory the next operation (an exec) wakes the sandbox from the store"
run sbxctl list
run sbxctl exec web -- cat app/hello.txt app/data.json
echo; echo "(its tenant, labels, limits and agent came back too: the store keeps its record)"
run sbxctl status web
ws=$DEMO/state/sandboxes/web/workspace

step "7. a second turn goes wrong; it is rolled back (the fresh catalog numbers turns anew)"
turn2=$(sbxctl turn begin web | tail -1)
echo "turn $turn2 admitted"
run sbxctl exec --turn "$turn2" web -- sh -c 'rm -rf app && echo oops > broken.txt; exit 3' || echo "the turn's command failed (exit $?)"
run sbxctl turn end "$turn2" --failed
run sbxctl diff web --turn "$turn2"
run sbxctl rollback web --turn "$turn2"
run ls "$ws" "$ws/app"
run cat "$ws/app/hello.txt"

step "8. the artifact comes back anywhere, whatever becomes of the sandbox"
run sbxctl artifact list
mkdir "$DEMO/delivered"
run sbxctl artifact get "${art:0:12}" "$DEMO/delivered"
run ls -l "$DEMO/delivered/app"

step "9. verify every chunk the workspace and its snapshots name; the audit"
run sbxctl verify web
run sbxctl gc --dry-run   # what a gc would remove and reclaim now, removing nothing
run sbxctl history web
run sbxctl turn list

step "summary"
echo "tenant acme: sandboxes web and docs, agent agent-7 on web."
echo "turn $turn wrote files and served a preview; captured ($snap), artifact ${art:0:12};"
echo "the host's state was lost and web came back from the store with its files;"
echo "turn $turn2 failed and was rolled back exactly; in $(( $(date +%s) - started )) s."
exit 0
