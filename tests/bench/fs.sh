# tests/bench/fs.sh: targets (mount/unmount), the corpus, borg. Sourced by
# tests/bench/run, which sets SCR, CACHE, SBX_BIN, QUICK, STEP_TIMEOUT, log().

# ---------------------------------------------------------------- targets
# Each target T lives in $SCR/T; target_up sets MNT to the directory the
# workload runs in.  FUSE daemons run in the foreground (-f) as our own
# children, so we know their pid, can wait for them to finish flushing on
# unmount, and never touch any other process.
declare -A TPID=()
declare -A TMNT=()

target_check() {  # T: sets TARGET_WHY and fails if T cannot be benchmarked
	local t=$1
	TARGET_WHY=
	case $t in
	ext4) return 0 ;;
	bindfs) command -v bindfs >/dev/null || { TARGET_WHY="bindfs not installed"; return 1; } ;;
	overlay) command -v fuse-overlayfs >/dev/null || { TARGET_WHY="fuse-overlayfs not installed"; return 1; } ;;
	sbxfs)
		[ -x "$SBX_BIN/sbxfs" ] || { TARGET_WHY="no $SBX_BIN/sbxfs (run make)"; return 1; }
		# a private copy, so that a rebuild during the run cannot mix versions
		cp "$SBX_BIN/sbxfs" "$SCR/tool/sbxfs" || { TARGET_WHY="cannot copy $SBX_BIN/sbxfs"; return 1; }
		;;
	esac
	[ -e /dev/fuse ] || { TARGET_WHY="no /dev/fuse"; return 1; }
	# a trial mount: write, read back, list, remove, unmount cleanly
	if ! target_up "$t"; then
		TARGET_WHY="does not mount: $(tail -1 "$SCR/$t.log" 2>/dev/null)"
		target_reset "$t"; return 1
	fi
	local ok=1
	( set -e; cd "$MNT"; mkdir d; echo hello >d/f; [ "$(cat d/f)" = hello ]
	  ls d >/dev/null; mv d/f d/g; rm d/g; rmdir d ) 2>>"$SCR/$t.log" || ok=0
	cd /
	target_down "$t" || ok=0
	[ $ok = 1 ] || TARGET_WHY="fails a trial write/read/rename/unlink: $(tail -1 "$SCR/$t.log" 2>/dev/null)"
	target_reset "$t"
	[ $ok = 1 ]
}

mounted() { findmnt -M "$1" >/dev/null 2>&1; }
alive() {  # PID: running and not a zombie
	local s
	[ -r "/proc/$1/stat" ] || return 1
	s=$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null)
	[ -n "$s" ] && [ "$s" != Z ]
}

target_up() {  # T -> MNT
	local t=$1 b=$SCR/$1 i pid
	mkdir -p "$b/mnt"
	MNT=$b/mnt
	TMNT[$t]=$MNT
	case $t in
	ext4) return 0 ;;
	bindfs)
		mkdir -p "$b/src"
		bindfs -f "$b/src" "$MNT" </dev/null >>"$SCR/$t.log" 2>&1 &
		;;
	overlay)
		mkdir -p "$b/lower" "$b/upper" "$b/work"
		fuse-overlayfs -f -o "lowerdir=$b/lower,upperdir=$b/upper,workdir=$b/work" "$MNT" \
			</dev/null >>"$SCR/$t.log" 2>&1 &
		;;
	sbxfs)
		mkdir -p "$b/store"
		"$SCR/tool/sbxfs" --meta "$b/meta.db" --store "$b/store" -f "$MNT" \
			</dev/null >>"$SCR/$t.log" 2>&1 &
		;;
	esac
	pid=$!
	TPID[$t]=$pid
	for ((i = 0; i < 200; i++)); do
		mounted "$MNT" && return 0
		alive "$pid" || break
		sleep 0.05
	done
	log "${TNAME[$t]} did not mount (see below)"; tail -3 "$SCR/$t.log" | sed 's/^/    /' >&2
	target_kill "$t"
	return 1
}

target_kill() {  # T: last resort, only the daemon we started
	local t=$1 pid=${TPID[$1]:-}
	if [ -n "$pid" ] && alive "$pid"; then
		kill -TERM "$pid" 2>/dev/null; sleep 1
		alive "$pid" && kill -KILL "$pid" 2>/dev/null
	fi
	[ -n "${TMNT[$t]:-}" ] && mounted "${TMNT[$t]}" && umount -l "${TMNT[$t]}" 2>/dev/null
	[ -n "$pid" ] && wait "$pid" 2>/dev/null
	unset "TPID[$t]"
	return 0
}

target_down() {  # T: unmount, wait for the daemon to flush and exit
	local t=$1 pid=${TPID[$1]:-} m=${TMNT[$1]:-} i rc
	[ "$t" = ext4 ] && return 0
	[ -n "$pid" ] || return 0
	for ((i = 0; i < 50; i++)); do
		mounted "$m" || break
		fusermount3 -u "$m" 2>/dev/null && break
		sleep 0.2
	done
	if mounted "$m"; then
		log "${TNAME[$t]}: $m busy, killing the daemon"
		target_kill "$t"; return 1
	fi
	for ((i = 0; i < STEP_TIMEOUT * 10; i++)); do
		alive "$pid" || break
		sleep 0.1
	done
	if alive "$pid"; then
		log "${TNAME[$t]}: daemon still running ${STEP_TIMEOUT}s after unmount"
		target_kill "$t"; return 1
	fi
	wait "$pid"; rc=$?
	unset "TPID[$t]"
	[ $rc = 0 ] || { log "${TNAME[$t]}: daemon exited $rc"; return 1; }
}

target_down_all() {
	local t
	for t in "${!TPID[@]}"; do target_down "$t" || true; done
}

target_reset() { rm -rf "${SCR:?}/$1"; }

# store size: apparent bytes and disk usage of the store dir + meta db files
sbxfs_store_bytes() { du -scb "$SCR/sbxfs/store" "$SCR/sbxfs"/meta.db* | tail -1 | cut -f1; }
sbxfs_store_disk() { du -sc --block-size=1 "$SCR/sbxfs/store" "$SCR/sbxfs"/meta.db* | tail -1 | cut -f1; }

# ---------------------------------------------------------------- corpus
NPM_PKGS="typescript eslint react react-dom webpack webpack-cli @babel/core @babel/preset-env jest next esbuild prettier lodash rxjs"

# tree_info DIR: "files dirs symlinks bytes" (bytes = du -sb of the tree)
tree_info() {
	echo "$(find "$1" -type f | wc -l) $(find "$1" -type d | wc -l)" \
	     "$(find "$1" -type l | wc -l) $(du -sb "$1" | cut -f1)"
}

corpus_prepare() {
	mkdir -p "$CACHE" || exit 1
	local full=$CACHE/corpus.tar tmp
	if [ ! -s "$full" ]; then
		log "corpus: npm install into a temporary dir (once; kept as $full)"
		tmp=$(mktemp -d /var/tmp/sbx-corpus.XXXXXX)
		# shellcheck disable=SC2086
		if ! (cd "$tmp" && npm_config_cache=$tmp/npm-cache npm install --no-audit --no-fund \
			--prefix "$tmp/tree" $NPM_PKGS >"$tmp/npm.log" 2>&1); then
			tail -20 "$tmp/npm.log" >&2; rm -rf "$tmp"
			echo "bench: npm install of the corpus failed" >&2; exit 1
		fi
		tar cf "$full.tmp" -C "$tmp/tree" . && mv "$full.tmp" "$full" || exit 1
		tree_info "$tmp/tree" >"$full.info"
		rm -rf "$tmp"
	fi
	if [ ! -s "$full.info" ] || [ "$full.info" -ot "$full" ]; then
		tmp=$(mktemp -d "$SCR/corpus.XXXXXX")
		tar xf "$full" -C "$tmp" && tree_info "$tmp" >"$full.info"
		rm -rf "$tmp"
	fi
	CORPUS=$full
	if [ "$QUICK" = 1 ]; then
		# a subset: the first node_modules packages (sorted) up to ~2,500
		# files, leaving out packages over 4 MB (native binaries)
		CORPUS=$CACHE/corpus-quick.tar
		if [ ! -s "$CORPUS" ] || [ "$CORPUS" -ot "$full" ]; then
			tmp=$(mktemp -d "$SCR/corpus.XXXXXX")
			tar xf "$full" -C "$tmp" || exit 1
			local n=0 p list=(./package.json)
			while read -r p; do
				[ "$(du -sb "$tmp/$p" | cut -f1)" -le 4000000 ] || continue
				list+=("$p")
				n=$((n + $(find "$tmp/$p" -type f | wc -l)))
				[ $n -lt 2500 ] || break
			done < <(cd "$tmp" && find ./node_modules -mindepth 1 -maxdepth 1 | LC_ALL=C sort)
			tar cf "$CORPUS.tmp" -C "$tmp" "${list[@]}" && mv "$CORPUS.tmp" "$CORPUS" || exit 1
			rm -rf "$tmp"
		fi
		if [ ! -s "$CORPUS.info" ] || [ "$CORPUS.info" -ot "$CORPUS" ]; then
			tmp=$(mktemp -d "$SCR/corpus.XXXXXX")
			tar xf "$CORPUS" -C "$tmp" && tree_info "$tmp" >"$CORPUS.info"
			rm -rf "$tmp"
		fi
	fi
	read -r CORPUS_FILES CORPUS_DIRS CORPUS_LINKS CORPUS_BYTES <"$CORPUS.info"
	CORPUS_TAR_BYTES=$(stat -c %s "$CORPUS")
}

# borg (zstd level 3) repository size of the same tree, cached per tarball
borg_size() {
	local key cached v tmp
	key=$(stat -c '%s-%Y' "$CORPUS")
	cached=$CORPUS.borg-zstd3
	if [ -s "$cached" ] && [ "$(cut -d' ' -f1 "$cached")" = "$key" ]; then
		v=$(cut -d' ' -f2 "$cached")
	else
		command -v borg >/dev/null || { log "borg not installed"; return 1; }
		log "store: borg (zstd,3) repository of the corpus"
		tmp=$SCR/borg; mkdir -p "$tmp/src"
		tar xf "$CORPUS" -C "$tmp/src" || return 1
		if ! (export BORG_BASE_DIR=$tmp/base BORG_UNKNOWN_UNENCRYPTED_REPO_ACCESS_IS_OK=yes
			borg init -e none "$tmp/repo" &&
			cd "$tmp/src" && borg create --compression zstd,3 "$tmp/repo::corpus" .) \
			>"$tmp/log" 2>&1; then
			log "borg failed"; sed 's/^/    /' "$tmp/log" | tail -5 >&2; return 1
		fi
		v=$(du -sb "$tmp/repo" | cut -f1)
		echo "$key $v" >"$cached"
		rm -rf "$tmp"
	fi
	record store_borg ext4 1 "$v"
}
