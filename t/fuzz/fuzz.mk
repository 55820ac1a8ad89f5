# libFuzzer targets (t/fuzz/fuzz_*.c), included by the Makefile.
#
#   make fuzz          each target for FUZZ_SECONDS (60; the storage targets
#                      a sixth of it); new inputs are kept
#                      in build/fuzz/corpus/<target>, crashes and timeouts in
#                      build/fuzz/ (crash-*, timeout-*)
#   make fuzz-smoke    each target on its seed corpus plus a few seconds
#                      (FUZZ_SMOKE_SECONDS): part of make test, so an input
#                      that once crashed, committed as a seed, fails CI
#   make fuzz-build    only the binaries
#
# clang's libFuzzer, ASan and UBSan; libpictor is compiled again for them
# into build/fuzz/ (PT_MULTIPART_CHUNK=512 there, so multipart delimiters
# often cross the parser's read window).  Seeds: t/fuzz/corpus/<target>,
# read only; the EXIF, EPS and video layout targets also read
# ../shared/corpus when it is there.  See t/fuzz/README.md.

FUZZ_CC      := clang
FUZZ_DIR     := $(BUILD)/fuzz
FUZZ_SECONDS ?= 60
FUZZ_SMOKE_SECONDS ?= 3
# the storage drivers' parsers of what customers and providers send
# (fuzz_store.h); small, so in make fuzz and fuzz-smoke the six together
# take about one other target's time (FUZZ_TIME)
FUZZ_STORE   := s3_xml azure_xml gcs_json azure_conn gcs_sa gcs_jwt \
                storage_body
FUZZ_TARGETS := multipart transform svg svg_geom exif eps json geometry \
                header_dims video_json video_layout cdn jpeg_whole \
                $(FUZZ_STORE)
# -Wno-missing-field-initializers: clang reports libseccomp's SCMP_A0_64()
# compound literals, which leave fields to zero on purpose
FUZZ_CFLAGS  := -std=gnu11 -g -O1 $(WARN) -Wno-missing-field-initializers \
                -D_GNU_SOURCE -DPT_MULTIPART_CHUNK=512 -Ishared \
                $(shell pkg-config --cflags $(PKGS) 2>/dev/null) \
                -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_LIB_OBJS := $(LIB_SRCS:shared/%.c=$(FUZZ_DIR)/shared/%.o)
FUZZ_BINS    := $(FUZZ_TARGETS:%=$(FUZZ_DIR)/fuzz_%)
FUZZ_CORPUS  := $(CURDIR)/../shared/corpus

# per target: input size, dictionary, extra seed directories; -timeout
# (seconds per input) bounds a slow input, which then fails the run
FUZZ_OPTS_multipart := -max_len=4096 -dict=t/fuzz/multipart.dict
FUZZ_OPTS_transform := -max_len=512 -dict=t/fuzz/transform.dict
FUZZ_OPTS_svg       := -max_len=16384 -dict=t/fuzz/svg.dict
FUZZ_OPTS_svg_geom  := -max_len=4096 -dict=t/fuzz/svg_geom.dict -timeout=10
FUZZ_OPTS_exif      := -max_len=65536 -dict=t/fuzz/exif.dict -timeout=10
FUZZ_OPTS_eps       := -max_len=16384 -dict=t/fuzz/eps.dict -timeout=10
FUZZ_OPTS_json      := -max_len=4096 -dict=t/fuzz/json.dict -timeout=10
FUZZ_OPTS_geometry  := -max_len=256 -dict=t/fuzz/transform.dict
FUZZ_OPTS_header_dims := -max_len=65536 -dict=t/fuzz/header_dims.dict \
                         -timeout=10
FUZZ_OPTS_s3_xml    := -max_len=16384 -dict=t/fuzz/store_xml.dict -timeout=10
FUZZ_OPTS_azure_xml := -max_len=16384 -dict=t/fuzz/store_xml.dict -timeout=10
FUZZ_OPTS_gcs_json  := -max_len=16384 -dict=t/fuzz/gcs_json.dict -timeout=10
FUZZ_OPTS_azure_conn := -max_len=4096 -dict=t/fuzz/azure_conn.dict
FUZZ_OPTS_gcs_sa    := -max_len=8192 -dict=t/fuzz/gcs_sa.dict -timeout=10
FUZZ_OPTS_gcs_jwt   := -max_len=2048 -timeout=10
FUZZ_OPTS_storage_body := -max_len=8192 -dict=t/fuzz/storage_body.dict \
                          -timeout=10
FUZZ_OPTS_cdn       := -max_len=4096 -dict=t/fuzz/cdn.dict -timeout=10
FUZZ_SEEDS_exif     := $(wildcard $(FUZZ_CORPUS)/exif $(FUZZ_CORPUS)/images)
FUZZ_OPTS_video_json := -max_len=16384 -dict=t/fuzz/video_json.dict \
                        -timeout=10
# the corpus videos, of which libFuzzer takes the first max_len bytes
FUZZ_OPTS_video_layout := -max_len=65536 -timeout=10
FUZZ_SEEDS_eps      := $(wildcard $(FUZZ_CORPUS)/eps)
FUZZ_SEEDS_header_dims := $(FUZZ_SEEDS_exif)
# the corpus JPEGs, of which libFuzzer takes the first max_len bytes (a
# cut one never takes the shortcut, so the small ones matter)
FUZZ_OPTS_jpeg_whole := -max_len=262144 -timeout=20
FUZZ_LIBS_jpeg_whole := -ljpeg
FUZZ_SEEDS_jpeg_whole := $(FUZZ_SEEDS_exif) \
                         $(wildcard $(FUZZ_CORPUS)/faces $(FUZZ_CORPUS)/malformed)
FUZZ_SEEDS_video_layout := $(wildcard $(FUZZ_CORPUS)/video)

# seconds for target $(1) out of $(2): a sixth (at least 1) for the
# storage targets, all of it for the others
FUZZ_TIME = $(strip $(if $(filter $(1),$(FUZZ_STORE)), \
              $(shell expr \( $(2) + 5 \) / 6),$(2)))

# libFuzzer: -artifact_prefix keeps crash files out of the checkout's root
FUZZ_RUN = $(FUZZ_DIR)/fuzz_$(1) $(FUZZ_OPTS_$(1)) \
           -artifact_prefix=$(FUZZ_DIR)/$(1)- -print_final_stats=1

.PHONY: fuzz fuzz-build fuzz-smoke

$(FUZZ_DIR)/shared/%.o: shared/%.c shared/*/*.h
	@mkdir -p $(@D)
	@echo "  FUZZCC $<"
	@$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -c $< -o $@

$(FUZZ_DIR)/openapi_embed.o: $(BUILD)/openapi_embed.c
	@$(FUZZ_CC) $(FUZZ_CFLAGS) -c $< -o $@

$(FUZZ_DIR)/libpictor.a: $(FUZZ_LIB_OBJS) $(FUZZ_DIR)/openapi_embed.o
	@rm -f $@
	@ar rcs $@ $^

$(FUZZ_DIR)/fuzz_%: t/fuzz/fuzz_%.c t/fuzz/*.h $(FUZZ_DIR)/libpictor.a
	@echo "  FUZZLD $@"
	@$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -o $@ $< \
	  $(FUZZ_DIR)/libpictor.a $(LIBS) $(FUZZ_LIBS_$*)

fuzz-build: $(FUZZ_BINS)

fuzz: fuzz-build
	@for f in $(FUZZ_TARGETS); do mkdir -p $(FUZZ_DIR)/corpus/$$f; done
	$(foreach f,$(FUZZ_TARGETS),$(call FUZZ_RUN,$(f)) \
	  -max_total_time=$(call FUZZ_TIME,$(f),$(FUZZ_SECONDS)) \
	  $(FUZZ_DIR)/corpus/$(f) \
	  t/fuzz/corpus/$(f) $(FUZZ_SEEDS_$(f)) &&) true

# the seeds run first (every one of them), then mutations until the time
# is up; a scratch output directory so CI keeps nothing
fuzz-smoke: fuzz-build
	@rm -rf $(FUZZ_DIR)/smoke
	@for f in $(FUZZ_TARGETS); do mkdir -p $(FUZZ_DIR)/smoke/$$f; done
	$(foreach f,$(FUZZ_TARGETS),$(call FUZZ_RUN,$(f)) \
	  -max_total_time=$(call FUZZ_TIME,$(f),$(FUZZ_SMOKE_SECONDS)) \
	  $(FUZZ_DIR)/smoke/$(f) \
	  t/fuzz/corpus/$(f) $(FUZZ_SEEDS_$(f)) &&) true
