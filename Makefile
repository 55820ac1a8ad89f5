# Pictor: `make` builds libpictor, pictord, pictorctl and the nginx module;
# `make run` starts a demo; `make test` installs what it needs, builds and
# runs every test.  See README.md.

SHELL      := /bin/bash
BUILD      := build
NGX_SRC    := /usr/share/nginx/src
PKGS       := jansson libsodium libzmq openssl libmariadb vips libexif \
              libxml-2.0 libseccomp libcurl

CC         ?= cc
WARN       := -Wall -Wextra -Werror
CFLAGS     ?= -O2 -g
# sanitizer flags for every object and link, nginx's too (make asan)
SANITIZE   ?=
# TEST_BUILD=1: the test-only job kind, its route and directive
# (PT_TEST_BUILD), for the binaries the tests run; never with BUILD=build
TEST_BUILD ?=
TEST_DEFS  := $(if $(TEST_BUILD),-DPT_TEST_BUILD=1)
ALL_CFLAGS := -std=gnu11 $(CFLAGS) $(SANITIZE) $(WARN) -fPIC -D_GNU_SOURCE \
              $(TEST_DEFS) \
              -fstack-protector-strong -D_FORTIFY_SOURCE=2 \
              -Ishared $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
LIBS       := $(shell pkg-config --libs $(PKGS) 2>/dev/null) -lpthread -lm
# each object depends on the headers it includes, as the compiler found
# them (-MMD writes them beside it, .d; -MP: a header removed is no error)
DEPFLAGS   := -MMD -MP
# the module is compiled by nginx's own build, with nginx's flags plus ours
NGX_CC_OPT := -g -O2 -fstack-protector-strong -Wformat \
              -Werror=format-security -fPIC -D_FORTIFY_SOURCE=2 \
              -Wall -Wextra -Wno-unused-parameter $(SANITIZE) $(TEST_DEFS)
# nodelete: pool threads run libpictor and libzmq TLS destructors at exit,
# after nginx has dlclose()d the module
NGX_LD_OPT := -Wl,-z,relro -Wl,-z,now -Wl,-z,nodelete -fPIC $(SANITIZE)

LIB_SRCS   := $(wildcard shared/*/*.c)
LIB_OBJS   := $(LIB_SRCS:shared/%.c=$(BUILD)/shared/%.o)
PICTORD_SRCS := $(filter-out daemon/pictorctl%.c daemon/sandbox_exec.c \
                  $(if $(TEST_BUILD),,daemon/job_test.c),$(wildcard daemon/*.c))
PICTORD_OBJS := $(PICTORD_SRCS:daemon/%.c=$(BUILD)/daemon/%.o)
SQL_FILES  := $(sort $(wildcard sql/*.sql))
# the OpenAPI document, compiled into libpictor (GET /api/openapi.json)
OPENAPI    := docs/openapi.json
OPENAPI_OBJ := $(BUILD)/openapi_embed.o
MODULE     := $(BUILD)/nginx/ngx_http_pictor_module.so
UNIT_SRCS  := $(wildcard t/unit/test_*.c)
UNIT_BINS  := $(UNIT_SRCS:t/unit/%.c=$(BUILD)/t/%)

# A build directory remembers the flags it was built with: objects and
# nginx's configure follow when they change (make asan after make asan of
# an older tree, TEST_BUILD, CFLAGS), instead of mixing old and new
FLAGS_NOW  := $(ALL_CFLAGS) $(DEPFLAGS) | $(NGX_CC_OPT) | $(NGX_LD_OPT) \
              | $(LDFLAGS)
FLAGS      := $(BUILD)/flags
$(shell mkdir -p $(BUILD) && { test "$$(cat $(FLAGS) 2>/dev/null)" = \
  '$(FLAGS_NOW)' || echo '$(FLAGS_NOW)' > $(FLAGS); })

.PHONY: all deps module unit test itest run cluster galera bench clean asan asan-build \
        test-build deb deb-test soak

all: $(BUILD)/libpictor.a $(BUILD)/pictord $(BUILD)/pictorctl $(MODULE) \
     $(BUILD)/pictor-sandbox-exec $(if $(TEST_BUILD),$(BUILD)/t/storecli)

deps:
	@bash t/tools/deps.sh
	@bash t/tools/emulators.sh
	@# the dashboard's browser test: puppeteer-core and axe-core, pinned
	@bash t/tools/npm_ci.sh t/browser build/browser

$(BUILD)/shared/%.o: shared/%.c $(FLAGS)
	@mkdir -p $(@D)
	@echo "  CC $<"
	@$(CC) $(ALL_CFLAGS) $(DEPFLAGS) -c $< -o $@

$(BUILD)/daemon/%.o: daemon/%.c $(FLAGS)
	@mkdir -p $(@D)
	@echo "  CC $<"
	@$(CC) $(ALL_CFLAGS) $(DEPFLAGS) -Idaemon -c $< -o $@

-include $(LIB_OBJS:.o=.d) $(PICTORD_OBJS:.o=.d) \
         $(wildcard $(BUILD)/daemon/pictorctl*.d)

$(BUILD)/libpictor.a: $(LIB_OBJS) $(OPENAPI_OBJ)
	rm -f $@
	ar rcs $@ $^

# served by shared/api/api_openapi.c, so nothing needs installing
$(BUILD)/openapi_embed.c: $(OPENAPI) docs/openapi-embed.sh
	@mkdir -p $(@D)
	bash docs/openapi-embed.sh $(OPENAPI) > $@

$(OPENAPI_OBJ): $(BUILD)/openapi_embed.c $(FLAGS)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

# migrations are compiled into pictorctl so it needs no path to sql/
$(BUILD)/sql_embed.c: $(SQL_FILES) sql/embed.sh
	@mkdir -p $(@D)
	bash sql/embed.sh $(SQL_FILES) > $@

$(BUILD)/sql_embed.o: $(BUILD)/sql_embed.c $(FLAGS)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

$(BUILD)/pictord: $(PICTORD_OBJS) $(BUILD)/libpictor.a
	$(CC) $(CFLAGS) $(SANITIZE) $(LDFLAGS) -o $@ $(PICTORD_OBJS) \
	  $(BUILD)/libpictor.a $(LIBS)

# the launcher inside sandboxes made ahead (shared/sandbox/sandbox_spare.c):
# libc only, and without sanitizers, which would not start under the
# sandbox's filter
$(BUILD)/pictor-sandbox-exec: daemon/sandbox_exec.c shared/sandbox/sandbox_exec.h \
		$(FLAGS)
	@mkdir -p $(@D)
	$(CC) -std=gnu11 $(CFLAGS) -Wall -Wextra -Werror -D_GNU_SOURCE \
	  -Ishared $(LDFLAGS) -o $@ $<

$(BUILD)/pictorctl: $(BUILD)/daemon/pictorctl.o \
		$(BUILD)/daemon/pictorctl_doctor.o \
		$(BUILD)/daemon/pictorctl_doctor_http.o \
		$(BUILD)/daemon/pictorctl_doctor_grants.o \
		$(BUILD)/daemon/pictorctl_doctor_cdn.o $(BUILD)/sql_embed.o \
		$(BUILD)/libpictor.a
	$(CC) $(CFLAGS) $(SANITIZE) $(LDFLAGS) -o $@ $^ $(LIBS)

# Out of tree against Debian's nginx-dev with Debian's configure flags, so
# the .so loads into the stock /usr/sbin/nginx.
$(BUILD)/nginx/Makefile: config $(FLAGS)
	rm -rf $(BUILD)/nginx-src $(BUILD)/nginx
	mkdir -p $(BUILD)
	cp -r $(NGX_SRC) $(BUILD)/nginx-src
	cd $(BUILD)/nginx-src && source ./conf_flags && \
	  PICTOR_LIB=$(CURDIR)/$(BUILD)/libpictor.a \
	  ./configure "$${NGX_CONF_FLAGS[@]}" \
	    --with-cc-opt="$(NGX_CC_OPT)" --with-ld-opt="$(NGX_LD_OPT)" \
	    --add-dynamic-module=$(CURDIR) \
	    --builddir=$(CURDIR)/$(BUILD)/nginx > $(CURDIR)/$(BUILD)/configure.log

# nginx's Makefile sets its own CFLAGS (with --with-cc-opt, so sanitizers
# and PT_TEST_BUILD): ours from the command line (make asan) must not reach
# it, or they replace nginx's
$(MODULE): MAKEOVERRIDES :=
$(MODULE): $(BUILD)/nginx/Makefile $(BUILD)/libpictor.a ngx_module/*.c \
		ngx_module/*.h shared/*/*.h
	@# nginx's Makefile knows neither libpictor.a nor shared/*/*.h: rebuild
	rm -f $@ $(BUILD)/nginx/addon/ngx_module/*.o
	$(MAKE) -C $(BUILD)/nginx-src -f $(CURDIR)/$(BUILD)/nginx/Makefile modules

module: $(MODULE)

$(BUILD)/t/test_%: t/unit/test_%.c t/unit/*.h $(BUILD)/libpictor.a $(FLAGS)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(shell pkg-config --cflags check) -o $@ $< \
	  $(BUILD)/libpictor.a $(LIBS) $(shell pkg-config --libs check)

# one store operation from the command line, for the driver tests
$(BUILD)/t/storecli: t/tools/storecli.c $(BUILD)/libpictor.a $(FLAGS)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(BUILD)/libpictor.a $(LIBS)

# ASan's memcpy interceptor also checks libpictor's calls: normalising a
# folder in place must not overlap (t/unit/test_folders.c).  private: the
# library it links is built without ASan
$(BUILD)/t/test_folders: private ALL_CFLAGS += -fsanitize=address

# UNIT_SKIP: suites make unit leaves out (make asan)
UNIT_RUN   = $(filter-out $(UNIT_SKIP:%=$(BUILD)/t/%),$(UNIT_BINS))

# test_sandbox_spare starts the build's sandbox launcher
unit: $(UNIT_RUN) $(BUILD)/pictor-sandbox-exec
	@failed=0; for t in $(UNIT_RUN); do echo "== $$t"; \
	  $$t || failed=$$((failed + 1)); done; \
	  test $$failed -eq 0 || { echo "$$failed unit suite(s) failed"; exit 1; }

# the binaries the prove tests run (the harness's default): the production
# ones plus the test-only job kind, route and directive, in their own
# directory (objects never mix with build/)
TEST_BUILD_DIR := build-test

test-build:
	$(MAKE) BUILD=$(TEST_BUILD_DIR) TEST_BUILD=1 all

# all too: t/production_build.t checks build/ refuses the test directives
# then the count of the answers held to docs/openapi.json (t/openapi.t)
itest: all test-build
	rm -rf $(TEST_BUILD_DIR)/openapi-tally
	prove -I t/lib t/*.t; rc=$$?; \
	  perl t/tools/openapi_tally.pl $(TEST_BUILD_DIR)/openapi-tally; \
	  exit $$rc

test: deps
	$(MAKE) all
	$(MAKE) unit
	$(MAKE) fuzz-smoke
	$(MAKE) deb
	$(MAKE) itest

# make asan: libpictor, pictord, pictorctl and the module with ASan+UBSan
# in their own directory, then make unit and the whole prove suite on them
# (the harness takes them by PICTOR_BUILD, preloads the sanitizer runtimes
# into the stock nginx and fails a test on any report).  See README.md.
ASAN_BUILD := build-asan
ASAN_MAKE  := $(MAKE) BUILD=$(ASAN_BUILD) TEST_BUILD=1 CFLAGS="-O2 -g" \
              SANITIZE="-fsanitize=address,undefined \
              -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
LSAN_SUPP  := suppressions=$(CURDIR)/t/lsan.supp
ASAN_UNIT  := ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
              LSAN_OPTIONS=print_suppressions=0:$(LSAN_SUPP)

asan-build:
	$(ASAN_MAKE) all

# test_sandbox_ns and _spare run their own binary confined as a probe:
# built with ASan, it cannot start under the sandbox's RLIMIT_AS and
# seccomp filter.  all and asan-build run in a new make: the compiler
# flags come from pkg-config, which needs what deps installs first
asan: deps
	$(MAKE) all asan-build
	$(ASAN_UNIT) $(ASAN_MAKE) \
	  UNIT_SKIP="test_sandbox_ns test_sandbox_spare" unit
	PICTOR_BUILD=$(CURDIR)/$(ASAN_BUILD) prove -j2 -I t/lib t/*.t

include t/fuzz/fuzz.mk

run: deps
	$(MAKE) all
	bash t/tools/run.sh

# conf/pictor.conf from its template conf/pictor.conf.in (docs/DEVELOPING.md,
# "A test's nginx.conf")
.PHONY: conf
conf:
	perl t/tools/conf.pl --write

# two nginx, two pictords, one MariaDB, the managed store on the S3
# emulator (docs/CLUSTER.md)
cluster: deps
	$(MAKE) all
	perl t/tools/cluster.pl

# the two-node tests on a three-node Galera cluster alone (make test runs
# them too: t/galera.t)
galera: test-build
	prove -I t/lib t/galera.t

# the race and fault harnesses at length (docs/ROBUSTNESS.md): many
# rounds of every pair, longer faults, the counts per pair printed
SOAK_ROUNDS  ?= 40
SOAK_SECONDS ?= 5
soak: test-build
	PICTOR_RACE_ROUNDS=$(SOAK_ROUNDS) PICTOR_FAULT_SECONDS=$(SOAK_SECONDS) \
	  prove -v -I t/lib t/races.t t/faults.t

# the production binaries
bench: all
	PICTOR_BUILD=$(CURDIR)/$(BUILD) perl -I t/lib t/bench/run.pl

# the Debian packages in build/deb/, lintian-checked (docs/OPERATIONS.md
# "Installing from packages"); deb-test installs them in a fresh Debian 12
# root, as make test's itest does (t/deb_install.t, 1 to 2 minutes)
deb:
	@bash t/tools/deb.sh

deb-test: deb
	prove -I t/lib t/deb_install.t

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(TEST_BUILD_DIR)
