# keyboard-layout: build with the Swift toolchain, run on slim Debian with only libmicrohttpd.
#   docker build -t keyboard-layout .
#   docker run --rm -p 8080:8080 keyboard-layout
# Settings come from KEYBOARD_LAYOUT_* variables (see README "Running it").

# swift-prometheus 2.4 needs tools 6.2; this is the toolchain the project is built and tested with.
FROM swift:6.3-bookworm AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# Dependencies first, so that a change to the sources does not fetch them again.
COPY Package.swift ./
RUN swift package resolve
# The contract, which the OpenAPIContract target embeds through a link in its folder.
COPY openapi.yaml ./
COPY Sources ./Sources
COPY Tests ./Tests
COPY scripts/build-static ./scripts/
# The one definition of the release binary (static Swift runtime, lld, packed relocations, stripped).
RUN scripts/build-static /out/keyboard-layout

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd12 curl \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin keyboard
COPY --from=build /out/keyboard-layout /usr/local/bin/keyboard-layout
USER 10001
ENV KEYBOARD_LAYOUT_HOST=0.0.0.0 \
    KEYBOARD_LAYOUT_PORT=8080
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=2s --start-period=5s --retries=3 \
    CMD ["curl", "-fsS", "http://127.0.0.1:8080/healthz"]
ENTRYPOINT ["/usr/local/bin/keyboard-layout"]
CMD ["serve"]
