# The two commands in the README: `make run` and `make test`. Both install what they need first.
SWIFT ?= swift
RUN_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xdotool imagemagick
ARGS ?=

.PHONY: run test bench build deps-run deps-test clean

deps-run:
	@scripts/ensure-packages.sh $(RUN_PACKAGES)

deps-test:
	@scripts/ensure-packages.sh $(TEST_PACKAGES)

build: deps-run
	$(SWIFT) build --product Simulator

run: build
	$(SWIFT) run Simulator $(ARGS)

# Tests run one at a time: UIApplication.shared is one app, as in UIKit.
test: deps-test
	$(SWIFT) build --build-tests
	SNAPSHOT_ARTIFACTS=$(CURDIR)/.build/snapshot-artifacts $(SWIFT) test --skip-build --no-parallel

bench: deps-run
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --no-progress

clean:
	rm -rf .build Benchmarks/.build
