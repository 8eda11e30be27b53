import HTTPMessages
import HTTPTypes
import Testing

@testable import MicroHTTPD

extension MicroHTTPDTests {
    /// The access handler's decisions at libmicrohttpd's three calls (`AccessDecision`), on their own: framing (RFC
    /// 9112 section 6), the path's limit, the body budget's shedding, and which requests go to the compute pool. No
    /// connection, no clock: each runs in microseconds.
    struct AccessDecisionTests {
        /// The 64 KiB routes' limit, and the body size up to which a request is computed on the I/O thread.
        static let limit = 65_536
        static let inline = 16_384

        static func fields(_ pairs: [(HTTPField.Name, String)]) -> HTTPFields {
            var fields = HTTPFields()
            for (name, value) in pairs { fields.append(HTTPField(name: name, value: value)) }
            return fields
        }

        static func head(
            _ pairs: [(HTTPField.Name, String)], length: UInt64?, budget: BodyBudget = BodyBudget(limit: 0)
        ) -> AccessDecision.Head {
            AccessDecision.head(
                framing: MessageFraming(fields(pairs)), declaredLength: length, limit: limit, reserve: budget.reserve)
        }

        /// Framing first: two Content-Length values that differ (5 and 7) are a 400 (RFC 9112 6.3, "MUST respond
        /// with a 400"), a coding other than chunked last a 400, chunked after gzip a 501 (6.1, "SHOULD respond with
        /// 501"), whatever the length; chunked with a Content-Length is read and closed after (6.1, "MUST close the
        /// connection after responding"); one length is read as usual, its 7 bytes held from the budget.
        @Test func framingIsDecidedOnTheHead() {
            let doubled = Self.head([(.contentLength, "5"), (.contentLength, "7")], length: 5)
            guard case .refuse(let status, _) = doubled else {
                Issue.record("expected a refusal, got \(doubled)")
                return
            }
            #expect(status == .badRequest)
            let gzipLast = Self.head([(.transferEncoding, "chunked, gzip")], length: nil)
            #expect({ if case .refuse(.badRequest, _) = gzipLast { true } else { false } }())
            let layered = Self.head([(.transferEncoding, "gzip, chunked")], length: nil)
            #expect({ if case .refuse(.notImplemented, _) = layered { true } else { false } }())
            #expect(
                Self.head([(.transferEncoding, "chunked"), (.contentLength, "7")], length: 7)
                    == .read(reserved: 7, closeAfter: true))
            #expect(Self.head([(.transferEncoding, "chunked")], length: nil) == .read(reserved: 0, closeAfter: false))
            #expect(Self.head([(.contentLength, "7")], length: 7) == .read(reserved: 7, closeAfter: false))
        }

        /// A declared length of exactly 65,536 is read; 65,537 is a 413 before any byte of the body, and reserves
        /// nothing from the budget (its 100,000 bytes stay free).
        @Test func aDeclaredLengthOverTheLimitIsRefusedOnTheHead() {
            let budget = BodyBudget(limit: 100_000)
            #expect(Self.head([], length: 65_537, budget: budget) == .tooLarge)
            #expect(budget.reserved == 0)
            #expect(Self.head([], length: 65_536, budget: budget) == .read(reserved: 65_536, closeAfter: false))
            #expect(budget.reserved == 65_536)
            #expect(Self.head([], length: .max, budget: budget) == .tooLarge)
        }

        /// A budget of 100,000 bytes: a first body of 60,000 is read (60,000 held); a second of 60,000 would make
        /// 120,000, so it is shed at its head (503), holding nothing; 40,000 fit exactly (100,000).
        @Test func aBodyThatDoesNotFitTheBudgetIsShedOnTheHead() {
            let budget = BodyBudget(limit: 100_000)
            #expect(Self.head([], length: 60_000, budget: budget) == .read(reserved: 60_000, closeAfter: false))
            #expect(Self.head([], length: 60_000, budget: budget) == .overBudget)
            #expect(budget.reserved == 60_000)
            #expect(Self.head([], length: 40_000, budget: budget) == .read(reserved: 40_000, closeAfter: false))
            #expect(budget.refusals == 1)
        }

        /// A chunked body reserves as it grows, 65,536 bytes at least at a time: its first 1,000 bytes reserve
        /// max(1,000 - 0, 65,536) = 65,536; the next 60,000 (61,000 in all) fit what it holds; 10,000 more (71,000)
        /// reserve max(71,000 - 65,536, 65,536) = 65,536 again. With a budget of 100,000, that second step does not
        /// fit (131,072): 503 at the end. A part after the decision is discarded.
        @Test func aChunkedBodyReservesAsItGrowsAndIsShedWhenItOutgrowsTheBudget() {
            let budget = BodyBudget(limit: 100_000)
            func body(held: Int, arriving: Int, reserved: Int, limit: Int = 4_194_304) -> AccessDecision.Body {
                AccessDecision.body(
                    receiving: true, held: held, arriving: arriving, limit: limit, reserved: reserved,
                    reserve: budget.reserve)
            }
            #expect(body(held: 0, arriving: 1_000, reserved: 0) == .keep(reservedMore: 65_536))
            #expect(body(held: 1_000, arriving: 60_000, reserved: 65_536) == .keep(reservedMore: 0))
            #expect(body(held: 61_000, arriving: 10_000, reserved: 65_536) == .overBudget)
            #expect(budget.reserved == 65_536)
            let discarded = AccessDecision.body(
                receiving: false, held: 0, arriving: 10, limit: 100, reserved: 0, reserve: budget.reserve)
            #expect(discarded == .discard)
        }

        /// A chunked body on a 65,536-byte route: 65,000 held and 536 more is 65,536, kept; 537 more is 65,537,
        /// past the limit: 413 at the end, whatever the budget.
        @Test func aChunkedBodyPastTheLimitIsTooLarge() {
            let budget = BodyBudget(limit: 0)
            func body(arriving: Int) -> AccessDecision.Body {
                AccessDecision.body(
                    receiving: true, held: 65_000, arriving: arriving, limit: Self.limit, reserved: 65_536,
                    reserve: budget.reserve)
            }
            #expect(body(arriving: 536) == .keep(reservedMore: 0))
            #expect(body(arriving: 537) == .overLimit)
        }

        /// The last call: a body of 16,384 bytes is computed on the I/O thread, 16,385 goes to the pool (DESIGN: "a
        /// request that is cheap ... is computed inline"); a body over a limit is answered 413 or 503; a request
        /// answered on its head, or suspended, is left alone; the pool's answer after the resume is queued.
        @Test func theLastCallComputesCheapRequestsInlineAndHeavyOnesInThePool() {
            func end(_ phase: RequestPhase, _ bytes: Int = 0) -> AccessDecision.End {
                AccessDecision.end(phase, bodyBytes: bytes, inlineBodyBytes: Self.inline)
            }
            #expect(end(.receiving, 16_384) == .computeInline)
            #expect(end(.receiving, 16_385) == .submit)
            #expect(end(.receiving) == .computeInline)
            #expect(end(.overLimit) == .tooLarge)
            #expect(end(.overBudget) == .overBudget)
            #expect(end(.answeredOnHead) == .none)
            #expect(end(.computing, 4_000_000) == .none)
            #expect(end(.answered) == .none)
            #expect(end(.computed(Response(status: .ok), nil)) == .queueComputed)
        }
    }
}
