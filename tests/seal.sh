# tests/seal.sh: sourced by tests/lib.sh and the bench scripts.
# unseal DIR...: clear the immutable flag sbxctl keeps on each workspace
# mountpoint under DIR (tools/cmd_sandbox.c (15)), so that rm -rf can
# remove a state directory whose sandboxes are stopped; wipe DIR...: and
# remove them (a host lost)
unseal() { find "$@" -xdev -path '*/sandboxes/*/workspace' -type d -prune -exec chattr -i {} + 2>/dev/null; return 0; }
wipe() { unseal "$@"; rm -rf "$@"; }
