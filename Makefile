# The two commands of the README. Each first installs libmicrohttpd and pkg-config when they are missing
# (scripts/install-deps: apt-get on Debian/Ubuntu, Homebrew on macOS).
.PHONY: serve test deps

# Builds the optimized (release) binary, the one the image ships, and serves it on the defaults (127.0.0.1:8080);
# settings as in `keyboard-layout serve --help`.
serve: deps
	swift run -c release keyboard-layout serve

# Every test: HTTP ones in process and against a live server on 127.0.0.1. CI runs this (.ci/run).
test: deps
	swift test

deps:
	@scripts/install-deps
