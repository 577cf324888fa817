# sbx: build, test, install.  `make` leaves the programs in bin/.
PREFIX  ?= /usr/local
DESTDIR ?=
# Where install puts the config and the host service's unit.  sbxctl
# reads /etc/sbx/sbx.ini when no --config or $$SBX_CONFIG names a file,
# so an install to the system's PREFIX (/usr or /usr/local) puts the
# config there; any other PREFIX (a trial build in $$HOME/try) keeps both
# under it, and the host's /etc and its service stay as they were.  The
# unit goes where systemd reads a package's units: PREFIX/lib/systemd/system
# (/usr/local/lib/... for a local install; an /etc/systemd/system one
# overrides it).
SYSCONFDIR     ?= $(if $(filter /usr /usr/local,$(patsubst %/,%,$(PREFIX))),/etc,$(PREFIX)/etc)
SYSTEMDUNITDIR ?= $(PREFIX)/lib/systemd/system
CC      ?= cc
O       ?= build
BIN     ?= bin

CFLAGS  ?= -O2 -g
SAN     ?=
# What the code needs, kept apart from CFLAGS so that a CFLAGS given on
# the command line cannot drop it.
XCFLAGS  = -std=c11 -Wall -Wextra -Werror -D_GNU_SOURCE -D_FILE_OFFSET_BITS=64 -pthread $(SAN)
XLDFLAGS = -pthread $(SAN) $(LDFLAGS)

PKGS_FS   = fuse3 sqlite3 libzstd libcrypto inih
PKGS_EXEC = libuv jansson libseccomp inih
PKGS_CTL  = sqlite3 libzstd libcrypto jansson inih libcurl
pc = $(shell pkg-config --cflags $(1))
pl = $(shell pkg-config --libs $(1))

COMMON_SRC = $(wildcard common/*.c) $(wildcard conf/*.c)
FS_SRC     = $(filter-out fs/main.c,$(wildcard fs/*.c))
EXEC_SRC   = $(filter-out executor/main.c,$(wildcard executor/*.c))
SNAP_SRC   = $(wildcard snapshot/*.c)
CTL_SRC    = $(wildcard tools/*.c)

obj = $(patsubst %.c,$(O)/%.o,$(1))

PROGS = $(BIN)/sbxfs $(BIN)/sbxexec $(BIN)/sbxctl

all: $(PROGS)

$(O)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(XCFLAGS) $(call pc,$(PKGS_FS) $(PKGS_EXEC) $(PKGS_CTL)) -MMD -MP -c $< -o $@

$(O)/libsbx.a: $(call obj,$(COMMON_SRC))
	$(AR) rcs $@ $^
$(O)/libfs.a: $(call obj,$(FS_SRC))
	$(AR) rcs $@ $^
$(O)/libexec.a: $(call obj,$(EXEC_SRC))
	$(AR) rcs $@ $^
$(O)/libsnap.a: $(call obj,$(SNAP_SRC))
	$(AR) rcs $@ $^

$(BIN)/sbxfs: $(call obj,fs/main.c) $(O)/libsnap.a $(O)/libfs.a $(O)/libsbx.a
	@mkdir -p $(BIN)
	$(CC) $(XLDFLAGS) -o $@ $^ $(call pl,$(PKGS_FS) jansson libcurl)

$(BIN)/sbxexec: $(call obj,executor/main.c) $(O)/libexec.a $(O)/libsbx.a
	@mkdir -p $(BIN)
	$(CC) $(XLDFLAGS) -o $@ $^ $(call pl,$(PKGS_EXEC))

$(BIN)/sbxctl: $(call obj,$(CTL_SRC)) $(O)/libsnap.a $(O)/libfs.a $(O)/libexec.a $(O)/libsbx.a
	@mkdir -p $(BIN)
	$(CC) $(XLDFLAGS) -o $@ $^ $(call pl,$(PKGS_CTL) $(PKGS_FS) $(PKGS_EXEC))

-include $(shell find $(O) -name '*.d' 2>/dev/null)

# The whole suite (tests/run: two scripts at a time); it prints the
# closing count line.
test: all
	SBX_BIN=$(CURDIR)/$(BIN) tests/run

# AddressSanitizer + UBSan build in its own tree, then the suite on it.
# Under the sanitizers the 20,000-file trees of the snapshot and S3 tests
# shrink to 3,000: the point is memory errors, not scale.
asan:
	$(MAKE) O=build-asan BIN=bin-asan CFLAGS="-O1 -g -fno-omit-frame-pointer" \
	  SAN="-fsanitize=address,undefined -fno-sanitize-recover=undefined" all
	ASAN_OPTIONS=detect_leaks=0 SBX_SKIP="memory.t" SNAP_FILES=3000 SBX_BIN=$(CURDIR)/bin-asan tests/run

# The filesystem side by side with ext4 and FUSE peers, then the executor
# against bwrap, capture/restore against restic, and turn admission.
bench: all
	SBX_BIN=$(CURDIR)/$(BIN) tests/bench/run
	SBX_BIN=$(CURDIR)/$(BIN) tests/bench/exec.sh
	SBX_BIN=$(CURDIR)/$(BIN) tests/bench/snap.sh
	SBX_BIN=$(CURDIR)/$(BIN) tests/bench/s3.sh
	SBX_BIN=$(CURDIR)/$(BIN) tests/bench/turns.sh

demo: all
	SBX_BIN=$(CURDIR)/$(BIN) tools/demo.sh

# The programs, the config (only where there is none: an existing one is
# the operator's) and the unit, whose ExecStart names this PREFIX's
# sbxctl and this config.  What it wrote besides the programs is said,
# and whether systemd reads the unit (systemd.unit(5)'s directories).
CONF_FILE   = $(SYSCONFDIR)/sbx/sbx.ini
UNIT_FILE   = $(SYSTEMDUNITDIR)/sbx-host.service
ETC_UNIT    = /etc/systemd/system/sbx-host.service
UNIT_READ   = $(filter /etc/systemd/system /usr/local/lib/systemd/system /usr/lib/systemd/system \
                       /lib/systemd/system,$(SYSTEMDUNITDIR))
SAY_RELOAD  = systemd reads it after: systemctl daemon-reload; then systemctl enable --now sbx-host \
              (or systemctl restart sbx-host)
SAY_UNREAD  = systemd does not read $(SYSTEMDUNITDIR): the host service is unchanged
SAY_ETC     = note: $(ETC_UNIT) (an earlier install's) overrides it; to use this one: \
              rm $(ETC_UNIT); systemctl daemon-reload; systemctl reenable sbx-host
outside     = $(if $(filter $(PREFIX)/%,$(1)),,  (outside PREFIX))
install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(SYSCONFDIR)/sbx $(DESTDIR)$(SYSTEMDUNITDIR)
	install -m 755 $(PROGS) $(DESTDIR)$(PREFIX)/bin/
	@if [ -e $(DESTDIR)$(CONF_FILE) ]; then \
	  echo "kept $(DESTDIR)$(CONF_FILE): it exists (conf/sbx.ini lists every key)$(call outside,$(CONF_FILE))"; \
	else install -m 644 conf/sbx.ini $(DESTDIR)$(CONF_FILE) && \
	  echo "installed $(DESTDIR)$(CONF_FILE)$(call outside,$(CONF_FILE))"; fi
	@sed -e 's|/usr/local/bin/|$(PREFIX)/bin/|' -e 's|/etc/sbx/sbx.ini|$(CONF_FILE)|' \
	  tools/sbx-host.service > $(DESTDIR)$(UNIT_FILE)
	@echo "installed $(DESTDIR)$(UNIT_FILE)$(call outside,$(UNIT_FILE)), its `grep '^ExecStart=' $(DESTDIR)$(UNIT_FILE)`"
	@echo "$(if $(UNIT_READ),$(SAY_RELOAD),$(SAY_UNREAD))"
	@if [ -z "$(DESTDIR)" ] && [ -n "$(UNIT_READ)" ] && [ $(UNIT_FILE) != $(ETC_UNIT) ] && \
	    [ -e $(ETC_UNIT) ]; then echo "$(SAY_ETC)"; fi

clean:
	rm -rf build build-asan bin bin-asan

.PHONY: all test asan bench demo install clean
