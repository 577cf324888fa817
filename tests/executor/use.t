#!/bin/bash
# Real use inside a sandbox: interpreters, pipelines, git, npm, a server
# reached through preview.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/common.sh"

check "sandbox starts" sb_start u1
W=$(sb_dir u1)/workspace
is "$(sx u1 'python3 -c "import sys; print(sum(range(10)), sys.version_info[0])"')" "45 3" "python3 -c"
is "$(sx u1 "node -e 'console.log([1,2,3].map(x => x * 2).join(\",\"))'")" "2,4,6" "node -e"
is "$(sx u1 'seq 1 100 | grep 7 | sort -rn | head -2 | tr "\n" " "')" "97 87 " "a shell pipeline"
check "git in /workspace" sx u1 'git init -q repo && cd repo && echo hi > a && git add a &&
  git -c user.email=a@b -c user.name=n commit -qm first && git log --oneline | grep -q first'
check "the repository is in the host workspace" test -d "$W/repo/.git"
mkdir -p "$W/pkg"
cat > "$W/pkg/package.json" <<'J'
{ "name": "sbx-demo-pkg", "version": "1.0.0", "main": "index.js" }
J
echo 'module.exports = () => "from the tarball";' > "$W/pkg/index.js"
su_id=$(sx u1 "id -u"); chown -R "$su_id:$su_id" "$W/pkg"   # the sandbox's own uid
check "npm pack a local package" sx u1 'npm pack ./pkg --silent >/dev/null 2>&1 && test -e sbx-demo-pkg-1.0.0.tgz'
check "npm install from the tarball" sx u1 'mkdir -p app && cd app && npm install --offline --no-audit --no-fund ../sbx-demo-pkg-1.0.0.tgz >/dev/null 2>&1'
is "$(sx u1 "cd app && node -e 'console.log(require(\"sbx-demo-pkg\")())'")" "from the tarball" "the installed package loads"
check "a tool installed under /usr/local is there for the next command" sx u1 'printf "#!/bin/sh\necho tool\n" > /usr/local/bin/mytool && chmod +x /usr/local/bin/mytool'
is "$(sx u1 'mytool')" "tool" "and runs"

# a server in one command, reached from the next and through preview
echo "hello from the sandbox" > "$W/hello.txt"
sbxctl exec -d u1 -- python3 -m http.server 8000 --bind 127.0.0.1 >/dev/null
check "the server listens" wait_for sx u1 'curl -sf http://127.0.0.1:8000/hello.txt'
is "$(sx u1 'curl -s http://127.0.0.1:8000/hello.txt')" "hello from the sandbox" "reached from the next command"
sx u1 'python3 -m http.server 8002 --bind 127.0.0.1 >/dev/null 2>&1 &'
bgid=$(sbxctl --json ps u1 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["id"])')
check "a server left behind by a finished command keeps running" wait_for sx u1 'curl -sf http://127.0.0.1:8002/hello.txt'
is "$(ps_field u1 "$bgid" procs)" "1" "ps counts what a finished command left running"
check_fails "the host cannot reach it directly" curl -sf -m 2 http://127.0.0.1:8000/hello.txt
url=$(sbxctl preview u1 8000)
check "preview prints a URL on the sandbox's own loopback address" grep -q '^http://127\.[0-9.]*:[0-9]*/$' <<<"$url"
check_fails "... not 127.0.0.1 (one site to a browser: cookies shared)" grep -q '^http://127\.0\.0\.1:' <<<"$url"
is "$(curl -s -m 5 "${url}hello.txt")" "hello from the sandbox" "curl through preview"
head -c 3000000 /dev/urandom > "$W/big.bin"
is "$(curl -s -m 20 "${url}big.bin" | md5sum)" "$(md5sum < "$W/big.bin")" "a large body through preview"
check_fails "preview of a port nobody listens on is refused" sbxctl preview u1 8001
sbxctl preview u1 8001 2>"$T/err"
check "with a clear message" grep -q "nothing listens" "$T/err"
hp=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
addr=${url#http://}; addr=${addr%%:*}
is "$(sbxctl preview --host-port "$hp" u1 8000)" "http://$addr:$hp/" "preview takes --host-port before NAME, as exec takes its options"
check "stop" sb_stop u1
check_fails "preview ends when the sandbox stops" curl -sf -m 2 "${url}hello.txt"
done_testing
