import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// `/metrics` is Prometheus text (exposition format 0.0.4) and its counters move with the requests.
@Suite struct MetricsTests {
    /// The samples of an exposition: `name{labels} value` lines, checked line by line against the format
    /// (comments start with `# `; a sample is a metric name, optional labels in braces, a number).
    static func samples(_ text: String) throws -> [String: Double] {
        var samples: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            if line.hasPrefix("# ") { continue }
            guard let space = line.lastIndex(of: " ") else { throw TestFailure("no value: \(line)") }
            let series = String(line[..<space])
            let valueText = line[line.index(after: space)...]
            guard let value = Double(valueText) ?? (valueText == "+Inf" ? .infinity : nil) else {
                throw TestFailure("not a number: \(line)")
            }
            let name = series.prefix { $0 != "{" }
            guard let first = name.first, first.isLetter || first == "_" || first == ":",
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" })
            else { throw TestFailure("bad metric name: \(line)") }
            if series.contains("{") && !series.hasSuffix("}") { throw TestFailure("unclosed labels: \(line)") }
            samples[series] = value
        }
        return samples
    }

    @Test(arguments: transports) func countersMoveWithRequests(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let adjustOK =
                #"keyboard_layout_http_requests_total{route="/v1/keyboard/adjust",method="POST",status="200"}"#
            let unmatched = #"keyboard_layout_http_requests_total{route="unmatched",method="GET",status="404"}"#
            let count = #"keyboard_layout_http_request_duration_seconds_count{route="/v1/keyboard/adjust"}"#

            let body = try repositoryFile("Examples/iphone-comment-bar.json")
            _ = try client.post("/v1/keyboard/adjust", body: body)
            let first = try Self.samples(client.get("/metrics").text)
            #expect(first[adjustOK] == 1)
            #expect(first[count] == 1)

            _ = try client.post("/v1/keyboard/adjust", body: body)
            _ = try client.post("/v1/keyboard/adjust", body: body)
            _ = try client.get("/no/such/path")
            let metrics = try client.get("/metrics")
            #expect(metrics.status == 200)
            #expect(metrics.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
            let second = try Self.samples(metrics.text)
            #expect(second[adjustOK] == 3)
            #expect(second[count] == 3)
            #expect(second[unmatched] == 1)
            // The /metrics request being answered is the one in flight while the exposition is written.
            #expect(second["keyboard_layout_http_requests_in_flight"] == 1)
            #expect(metrics.text.contains("# TYPE keyboard_layout_http_request_duration_seconds histogram"))
        }
    }
}
