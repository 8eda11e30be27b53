import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// GET /: the playground page, self-contained, with every example as a preset.
@Suite struct PlaygroundTests {
    @Test(arguments: transports) func pageIsSelfContainedWithEveryExample(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.get("/")
            #expect(response.status == 200)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            let page = response.text
            #expect(page.hasPrefix("<!doctype html>"))
            // No external resources: nothing loaded from a URL (the SVG namespace is built in script, not fetched).
            for external in ["src=\"http", "href=\"http", "url(http", "@import", "src=\"//", "href=\"//"] {
                #expect(!page.contains(external), "\(external)")
            }
            // The presets are Examples/ (scripts/embed-playground): each request file is one, by its name.
            for example in try FileManagerList.examples(suffix: ".json") {
                let name = String(example.dropLast(".json".count))
                #expect(page.contains("\"\(name)\":{"), "preset \(name) missing: run scripts/embed-playground")
            }
            // The page opens on its first preset: the example iPhone scene, not the first file by name (an iOS 7
            // landscape scene).
            #expect(page.contains("const PRESETS = {\"iphone-comment-bar\":{"))
            #expect(page.contains("/v1/keyboard/render"))
            // The check panel, with the check examples as presets (scripts/check-playground runs it in Chromium).
            #expect(page.contains("/v1/keyboard/check"))
            #expect(page.contains("\"check/seed-002-iphone15\":{"))
            #expect(page.contains("/v1/keyboard/simulate"))
            // The compare panel: a table row and a picture a policy (scripts/check-playground clicks it in Chromium).
            #expect(page.contains("/v1/keyboard/compare"))
            #expect(page.contains("id=\"compare\""))
        }
    }
}
