import CMicroHTTPD
import HTTPMessages
import HTTPTypes
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The C callbacks libmicrohttpd calls on its threads. Their context pointer (`cls`) is the
// `Daemon` box, kept alive by start()/stop(); the per-request state lives in `*req_cls`.

/// Where a request is in its exchange: one value, changed by the access handler's three calls (head, body chunks,
/// end) and by the compute pool, never by flags set in several places.
enum RequestPhase {
    /// The head has arrived and the body is being read.
    case receiving
    /// Answered on its head (its framing, or a declared length over the limit or the memory budget): whatever of
    /// the body arrives is discarded.
    case answeredOnHead
    /// The body, sent chunked, grew past the path's limit: the rest is discarded and the answer is 413.
    case overLimit
    /// The body, sent chunked, outgrew what was left of the memory budget: the rest is discarded and the answer is
    /// 503 with `Retry-After`.
    case overBudget
    /// Handed to the compute pool; libmicrohttpd holds the connection suspended until the answer is there.
    case computing
    /// The pool's answer, queued when libmicrohttpd calls the handler again after the resume.
    case computed(Response, RequestIdentifier?)
    /// The answer is queued.
    case answered
}

/// What one request accumulates between the calls of the access handler, and the answer's body
/// while libmicrohttpd sends it.
///
/// Taken from the daemon's spares on the first call (`Daemon.takeState`), or made when there is none. It has
/// two owners, each with a retain of its own: `*req_cls`, released in `mhdRequestCompleted`; and, once the
/// answer is lent, the libmicrohttpd response, released in `mhdReleaseAnswer` when the library frees the
/// response (possibly on another of its threads: the count is atomic). The owner that lets go last, finding
/// the state uniquely referenced, gives it back to the spares (`Daemon.recycle`), cleared, with its head's
/// storage and field list kept for the next request: no one else can reach it then. libmicrohttpd handles a
/// connection on one thread at a time, and a spare has one owner at a time (taken and given back under the
/// spares' lock); a request computed in the pool is touched by its worker only while libmicrohttpd holds the
/// connection suspended (the pool's lock orders the suspension before the worker, and libmicrohttpd's resume
/// orders the worker before the next call). So the fields need no lock of their own: hence `@unchecked Sendable`.
final class RequestState: @unchecked Sendable {
    /// The request so far: its head filled in place on the first call (`readHead`), its body as it arrives.
    var request: Request
    /// Where the request is.
    var phase = RequestPhase.receiving
    /// The largest body accepted for this request's path, looked up once when its head arrives.
    var limit = 0
    /// The connection is closed after the answer (RFC 9112 section 6.1: a request with both Transfer-Encoding and
    /// Content-Length).
    var closeAfter = false
    /// Bytes of the daemon's body budget this request holds (`BodyBudget`), given back when it lets go of its body.
    var reserved = 0
    /// The state of the connection the request came on (its phase and deadline), from libmicrohttpd's
    /// per-connection context; nil without request deadlines.
    var connectionState: ConnectionState?
    /// The id of the answer queued, for the log when libmicrohttpd could not send it whole.
    var answered: (status: Int, id: RequestIdentifier?)?
    /// The daemon, which counts the answers lent and not yet released, and keeps the spare states.
    let daemon: Daemon
    /// The answer's body, lent to libmicrohttpd in place (no copy of it is made). Set once, by
    /// `makeResponse`, which lends only while it is empty; never changed while lent: its elements stay
    /// where they are while the state holds them.
    fileprivate(set) var answer: [UInt8] = []

    /// A state for the daemon's requests, its head a placeholder until the first call fills it.
    init(daemon: Daemon) {
        request = Request(head: HTTPRequest(method: .get, scheme: nil, authority: nil, path: nil))
        self.daemon = daemon
    }

    /// Ready for another request: what the last one left goes (its answer, its body's bytes, its fields' texts);
    /// the head's storage and its field list's capacity stay, to be filled in place, and so does the body's
    /// capacity when it is at most `keptBodyCapacity`.
    func clear() {
        phase = .receiving
        limit = 0
        closeAfter = false
        connectionState = nil
        answered = nil
        answer = []
        releaseBody()
        // Not when empty already (a GET with no field but Host, which becomes the authority): `removeAll` is
        // HTTPFields' generic `replaceSubrange`, which looks its collection's type up in the runtime each call.
        if !request.headers.isEmpty { request.headers.removeAll(keepingCapacity: true) }
    }

    /// Lets go of the body (its storage too when over `keptBodyCapacity`) and gives its bytes back to the budget:
    /// once the handler has answered, or the body is being discarded. Idempotent.
    func releaseBody() {
        if request.body.capacity <= Self.keptBodyCapacity {
            request.body.removeAll(keepingCapacity: true)
        } else {
            request.body = []
        }
        daemon.budget.release(reserved)
        reserved = 0
    }

    /// The most body capacity a state keeps between requests: the usual request (adjust's is about 1 KB) then
    /// reads into the storage the last one left, with no allocation, while a spare never holds more than this (64
    /// spares at most: 1 MiB, outside the body budget). A larger body's storage (a pasted view dump) is let go.
    static let keptBodyCapacity = 16_384
}

/// MHD_AccessHandlerCallback: "For each HTTP request this callback is called several times:
/// after request headers are fully received and decoded, for each received part of request body
/// (optional, if request has body), when request is fully received." Each of the three is a function of its own:
/// `headArrived`, `bodyArrived`, `requestArrived`.
func mhdAccessHandler(
    _ cls: UnsafeMutableRawPointer?,
    _ connection: OpaquePointer?,
    _ url: UnsafePointer<CChar>?,
    _ method: UnsafePointer<CChar>?,
    _ version: UnsafePointer<CChar>?,
    _ uploadData: UnsafePointer<CChar>?,
    _ uploadDataSize: UnsafeMutablePointer<Int>?,
    _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    // "#MHD_NO if the socket must be closed due to a serious error while handling the request"
    guard let cls = unsafe cls, let connection = unsafe connection, let uploadDataSize = unsafe uploadDataSize,
        let requestContext = unsafe requestContext
    else { return .NO }
    let daemon = unsafe Unmanaged<Daemon>.fromOpaque(cls).takeUnretainedValue()
    guard let existing = unsafe requestContext.pointee else {
        // First call, headers received. "Initially, `*con_cls` will be NULL."
        return unsafe headArrived(on: connection, url: url, method: method, context: requestContext, daemon: daemon)
    }
    let state = unsafe Unmanaged<RequestState>.fromOpaque(existing).takeUnretainedValue()
    let size = unsafe uploadDataSize.pointee
    if size > 0 {
        // A part of the body. "The response cannot be queued when this callback is called to
        // process the client upload data".
        if let uploadData = unsafe uploadData {
            unsafe bodyArrived(UnsafeRawBufferPointer(start: uploadData, count: size), into: state)
        }
        // "the method must update this value to the number of bytes NOT processed"
        unsafe uploadDataSize.pointee = 0
        return .YES
    }
    // Last call: the request is fully received (or, after a resume, its answer computed).
    return unsafe requestArrived(state, on: connection)
}

/// The first call: makes the request's state from its head, and answers at once a request refused on its head (a
/// method that is not a token, a framing in doubt, a declared length over the path's limit or over what is left
/// of the body budget: `AccessDecision.head`).
private func headArrived(
    on connection: OpaquePointer,
    url: UnsafePointer<CChar>?,
    method: UnsafePointer<CChar>?,
    context requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>,
    daemon: Daemon
) -> MHD_Result {
    guard let method = unsafe method.flatMap({ unsafe HTTPRequest.Method(String(cString: $0)) }) else {
        // A method that is not a token (RFC 9110, section 9.1) has no HTTPRequest to hand over; no
        // state is kept, the answer is given before the body. "If response is provided before request
        // is fully received, the rest of the request is discarded and connection is automatically
        // closed after sending response."
        let refusal = Response.daemonProblem(.badRequest, detail: "The request method is not a token.")
        return unsafe queue(refusal, on: connection, daemon: daemon, closing: true)
    }
    let state = daemon.takeState()
    unsafe readHead(into: &state.request.head, method: method, of: connection, url: url, known: daemon.knownStrings)
    state.limit = daemon.configuration.maxBodyBytes(forPath: state.request.path)
    if daemon.registry != nil, let context = unsafe CMicroHTTPD_socket_context(connection) {
        // Retained in the context from the connection's start notification to its close (`mhdConnectionNotify`).
        let connectionState = unsafe Unmanaged<ConnectionState>.fromOpaque(context).takeUnretainedValue()
        connectionState.headArrived()
        state.connectionState = connectionState
    }
    unsafe requestContext.pointee = unsafe Unmanaged.passRetained(state).toOpaque()
    daemon.requestStarted()
    let decision = unsafe AccessDecision.head(
        framing: MessageFraming(state.request.head.headerFields), declaredLength: declaredContentLength(of: connection),
        limit: state.limit, reserve: daemon.budget.reserve)
    let refusal: (Response, RequestIdentifier?)
    switch decision {
    case .read(let reserved, let closeAfter):
        state.reserved = reserved
        state.closeAfter = closeAfter
        state.request.body.reserveCapacity(reserved)
        return .YES
    case .refuse(let status, let detail):
        // "the server MUST respond with a 400 (Bad Request) status code and then close the connection"
        // (RFC 9112 section 6.3): a body whose length is in doubt is never read, so no byte of it can be
        // taken for the next request.
        refusal = (.daemonProblem(status, detail: detail), nil)
    case .tooLarge:
        refusal = daemon.tooLarge(state.request)
    case .overBudget:
        refusal = daemon.unavailable(state.request, .bodyBudget)
    }
    // Refused before the body is read. "If response is provided before request is fully received, the rest of
    // the request is discarded and connection is automatically closed after sending response."
    state.phase = .answeredOnHead
    state.connectionState?.answerQueued()
    return unsafe queue(refusal.0, id: refusal.1, on: connection, daemon: daemon, closing: true)
}

/// A part of the body: kept while it fits the path's limit and the budget the request holds (a chunked body
/// reserves more as it grows), else discarded with the rest, the answer (413 or 503) given at the end
/// (`AccessDecision.body`).
private func bodyArrived(_ bytes: UnsafeRawBufferPointer, into state: RequestState) {
    let receiving = if case .receiving = state.phase { true } else { false }
    let decision = AccessDecision.body(
        receiving: receiving, held: state.request.body.count, arriving: bytes.count, limit: state.limit,
        reserved: state.reserved, reserve: state.daemon.budget.reserve)
    switch decision {
    case .discard:
        return
    case .keep(let more):
        state.reserved += more
        unsafe state.request.body.append(contentsOf: bytes)
    case .overLimit:
        // A chunked body (no Content-Length) grew past the limit: keep reading and discarding, answer 413 on the
        // last call.
        state.phase = .overLimit
        state.releaseBody()
    case .overBudget:
        state.phase = .overBudget
        state.releaseBody()
    }
}

/// The last call: the request is whole (`AccessDecision.end`). A cheap one is answered here, on the I/O thread; a
/// heavy one (a body over `inlineBodyBytes`) is handed to the compute pool (`submit`). Called again after the pool
/// resumes the connection: the computed answer is queued then.
private func requestArrived(_ state: RequestState, on connection: OpaquePointer) -> MHD_Result {
    let daemon = state.daemon
    let decision = AccessDecision.end(
        state.phase, bodyBytes: state.request.body.count, inlineBodyBytes: daemon.configuration.inlineBodyBytes)
    switch decision {
    case .none:
        // Answered already, or not yet resumed (libmicrohttpd does not call a suspended connection's handler).
        return .YES
    case .tooLarge, .overBudget:
        state.connectionState?.answerQueued()
        state.phase = .answered
        let (refusal, id) =
            decision == .tooLarge ? daemon.tooLarge(state.request) : daemon.unavailable(state.request, .bodyBudget)
        return unsafe queue(refusal, id: id, on: connection, daemon: daemon, closing: state.closeAfter)
    case .queueComputed:
        break
    case .submit:
        state.connectionState?.received()
        guard let pool = daemon.pool else {
            compute(state)
            break
        }
        return unsafe submit(state, to: pool, on: connection)
    case .computeInline:
        state.connectionState?.received()
        compute(state)
    }
    guard case .computed(let answer, let id) = state.phase else { return .NO }
    state.connectionState?.answerQueued()
    state.phase = .answered
    state.answered = (answer.status.code, id)
    return unsafe queue(answer, id: id, on: connection, daemon: daemon, closing: state.closeAfter, keeper: state)
}

/// Hands a heavy request to the compute pool while libmicrohttpd suspends its connection; the worker resumes it with
/// the answer. Every worker busy and the queue full: 503 at once, never a wait that ends in a timeout.
private func submit(_ state: RequestState, to pool: ComputePool, on connection: OpaquePointer) -> MHD_Result {
    let daemon = state.daemon
    let suspended = unsafe SuspendedConnection(connection: connection)
    let job = ComputePool.Job(
        run: {
            state.connectionState?.workerStarted()
            compute(state)
            suspended.resume()
        },
        cancel: {
            // The server stops before the job ran: the client is told to come back.
            state.releaseBody()
            let (refusal, id) = daemon.unavailable(state.request, .stopping)
            state.phase = .computed(refusal, id)
            suspended.resume()
        })
    let admitted = pool.submit(job) {
        state.phase = .computing
        state.connectionState?.suspended()
        // "Suspend handling of network data for a given connection." "The only safe way to call this function
        // is to call it from the #MHD_AccessHandlerCallback": here, before any worker can take the job.
        unsafe MHD_suspend_connection(connection)
    }
    if admitted { return .YES }
    state.releaseBody()
    state.connectionState?.answerQueued()
    state.phase = .answered
    let (refusal, id) = daemon.unavailable(state.request, .computeQueueFull)
    return unsafe queue(refusal, id: id, on: connection, daemon: daemon, closing: state.closeAfter)
}

/// Runs the handler on the whole request (on the I/O thread for a cheap one, on a pool worker for a heavy one);
/// the answer is left in the phase. The handler gets the body alone (the state lets go of it), and the state takes
/// it back when the handler returns: the handler keeps no request, so the storage is again held only by the state,
/// which keeps it if small (`releaseBody`): the next request reads into the storage of the last.
private func compute(_ state: RequestState) {
    var request = state.request
    state.request.body = []
    let (answer, id) = state.daemon.handler(request)
    swap(&state.request.body, &request.body)
    state.releaseBody()
    state.phase = .computed(answer, id)
}

/// A connection libmicrohttpd holds suspended while its request is computed, for the worker to resume. Safe to
/// use: the pointer is only handed back to libmicrohttpd, which keeps a suspended connection until it is resumed
/// ("Suspended connections will NOT time out"; the daemon resumes every one before it stops: `ComputePool.shutdown`).
@safe private struct SuspendedConnection: @unchecked Sendable {
    let connection: OpaquePointer

    /// "Resume handling of network data for suspended connection. It is safe to resume a suspended connection at
    /// any time." libmicrohttpd wakes the connection's thread through its inter-thread channel (MHD_USE_ITC) and
    /// calls the access handler again.
    func resume() { unsafe MHD_resume_connection(connection) }
}

/// MHD_ContentReaderFreeCallback, given to `MHD_create_response_from_buffer_with_free_callback_cls`:
/// "function to call to cleanup" the buffer, called with "an argument for @a crfc" (the request
/// state that holds the answer) when the response is destroyed. Releases the response's retain.
func mhdReleaseAnswer(_ cls: UnsafeMutableRawPointer?) {
    guard let cls = unsafe cls else { return }
    var state = unsafe Unmanaged<RequestState>.fromOpaque(cls).takeRetainedValue()
    state.daemon.answerReleased()
    if isKnownUniquelyReferenced(&state) { state.daemon.recycle(state) }
}

/// MHD_RequestCompletedCallback: "Function called to notify the application about completed
/// requests" with "@param con_cls value as set by the last call to the
/// #MHD_AccessHandlerCallback". Releases the per-request state's `*req_cls` retain (a lent answer's
/// response holds another, released in `mhdReleaseAnswer`).
func mhdRequestCompleted(
    _ cls: UnsafeMutableRawPointer?,
    _ connection: OpaquePointer?,
    _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    _ reason: MHD_RequestTerminationCode
) {
    guard let cls = unsafe cls, let requestContext = unsafe requestContext, let state = unsafe requestContext.pointee
    else { return }
    unsafe requestContext.pointee = nil
    let daemon = unsafe Unmanaged<Daemon>.fromOpaque(cls).takeUnretainedValue()
    var owned = unsafe Unmanaged<RequestState>.fromOpaque(state).takeRetainedValue()
    // The next request on this connection is timed from here (`ConnectionMachine.answerSent`).
    owned.connectionState?.answerSent()
    // "MHD_REQUEST_TERMINATED_COMPLETED_OK: We finished sending the response." Any other reason after an answer was
    // queued means its bytes did not all reach the socket: the access log's line for it is corrected here.
    if let answered = owned.answered, reason.rawValue != 0 /* MHD_REQUEST_TERMINATED_COMPLETED_OK */ {
        daemon.logger.warning(
            "answer not sent whole",
            metadata: [
                "status": "\(answered.status)", "requestId": "\(answered.id.map { "\($0)" } ?? "-")",
                "reason": "\(terminationReason(reason))",
            ])
    }
    // The last owner (the lent answer already released) gives the state back for the next request.
    if isKnownUniquelyReferenced(&owned) { daemon.recycle(owned) }
    daemon.requestFinished()
}

/// The words of libmicrohttpd's termination codes (microhttpd.h, MHD_RequestTerminationCode).
private func terminationReason(_ code: MHD_RequestTerminationCode) -> String {
    // The enum's cases import as plain numbers: 1 WITH_ERROR, 2 TIMEOUT_REACHED, 3 DAEMON_SHUTDOWN, 4 READ_ERROR,
    // 5 CLIENT_ABORT.
    switch code.rawValue {
    case 1: "error while sending"
    case 2: "the connection timed out"
    case 3: "the server stopped first"
    case 4: "the connection failed"
    case 5: "the client closed the connection"
    default: "code \(code.rawValue)"
    }
}

/// MHD_NotifyConnectionCallback (MHD_OPTION_NOTIFY_CONNECTION): "Signature of the callback used by MHD to notify
/// the application about started/stopped connections". Counts the open connections (the drain waits for none), and
/// keeps the connection's state (`ConnectionState`) in its `socket_context`, "socket-specific pointer where the
/// client can associate some state specific to the TCP connection": made and listed at the start, closed and let
/// go of at the close, which is notified before libmicrohttpd closes the socket.
func mhdConnectionNotify(
    _ cls: UnsafeMutableRawPointer?,
    _ connection: OpaquePointer?,
    _ socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    _ code: MHD_ConnectionNotificationCode
) {
    guard let cls = unsafe cls, let connection = unsafe connection else { return }
    let daemon = unsafe Unmanaged<Daemon>.fromOpaque(cls).takeUnretainedValue()
    let started = code.rawValue == 0  // MHD_CONNECTION_NOTIFY_STARTED = 0
    if let registry = daemon.registry, let socketContext = unsafe socketContext {
        if started {
            let socket = unsafe CMicroHTTPD_connection_fd(connection)
            if socket >= 0 {
                // Released at the close notification below.
                unsafe socketContext.pointee = unsafe Unmanaged.passRetained(registry.opened(socket: socket)).toOpaque()
            }
        } else if let context = unsafe socketContext.pointee {
            unsafe socketContext.pointee = nil
            registry.closed(unsafe Unmanaged<ConnectionState>.fromOpaque(context).takeRetainedValue())
        }
    }
    if started { daemon.connectionOpened() } else { daemon.connectionClosed() }
}

/// MHD_LogCallback (MHD_OPTION_EXTERNAL_LOGGER): "@param fm format string (`printf()`-style)
/// @param ap arguments to @a fm".
func mhdLog(_ cls: UnsafeMutableRawPointer?, _ format: UnsafePointer<CChar>?, _ arguments: CVaListPointer?) {
    guard let cls = unsafe cls, let format = unsafe format, let arguments = unsafe arguments else { return }
    let daemon = unsafe Unmanaged<Daemon>.fromOpaque(cls).takeUnretainedValue()
    var buffer = [CChar](repeating: 0, count: 512)
    let written = unsafe buffer.withUnsafeMutableBufferPointer {
        unsafe vsnprintf($0.baseAddress, $0.count, format, arguments)
    }
    guard written > 0 else { return }
    var bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    while let last = bytes.last, last == 0x0A || last == 0x0D { bytes.removeLast() }
    daemon.logger.warning("libmicrohttpd: \(String(decoding: bytes, as: UTF8.self))")
}

// MARK: Reading the request

/// Fills `request` with the request's head as swift-http-types has it, mapped from HTTP/1.1 as swift-nio-extras'
/// NIOHTTPTypesHTTP1 does: the target (path and query) in `path`, the first `Host` field as the authority and not
/// among the fields, scheme `http`. In place: a recycled state's head storage and field list are reused (each a
/// heap allocation when made anew), as nothing else holds them any more.
private func readHead(
    into request: inout HTTPRequest,
    method: HTTPRequest.Method,
    of connection: OpaquePointer,
    url: UnsafePointer<CChar>?,
    known: [String]
) {
    var head = ReceivedHead(known: known)
    // The list the state kept, empty (`RequestState.clear` emptied it): its capacity stays (the swap leaves it
    // uniquely referenced). Emptied again only when not: `removeAll` is HTTPFields' generic `replaceSubrange`, which
    // looked its collection's type up in the runtime on every request.
    swap(&head.fields, &request.headerFields)
    if !head.fields.isEmpty { head.fields.removeAll(keepingCapacity: true) }
    // One list for the usual handful of fields, not one regrown as each arrives.
    head.fields.reserveCapacity(8)
    unsafe withUnsafeMutablePointer(to: &head) { pointer in
        // "Get all of the headers from the request." with the kind "GET (URI) arguments", then "HTTP header".
        // "@return number of entries iterated over"
        _ = unsafe MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, collectValue, pointer)
        _ = unsafe MHD_get_connection_values(connection, .HEADER_KIND, collectValue, pointer)
    }
    var target = unsafe url.map { unsafe internedString($0, among: known) } ?? ""
    if let query = head.query { target += "?" + query }
    // Each set only when it differs from what the state's last request left: a setter makes a new field and checks
    // its value's bytes, and on a keep-alive connection the method, scheme, host and path are usually the last's.
    // Compared by their bytes: String's `==` holds canonically equivalent texts equal, whose bytes may differ.
    if !sameBytes(request.method.rawValue, method.rawValue) { request.method = method }
    if !sameBytes(request.scheme, "http") { request.scheme = "http" }
    if !sameBytes(request.authority, head.host) { request.authority = head.host }
    if !sameBytes(request.path, target) { request.path = target }
    swap(&request.headerFields, &head.fields)
}

/// Whether the two are both nil, or both texts of the same bytes (compared in place, as memory: a comparison by
/// the UTF-8 views' elements, one at a time, cost more than the setters it saved).
private func sameBytes(_ a: String?, _ b: String?) -> Bool {
    guard var a, var b else { return a == nil && b == nil }
    let count = a.utf8.count
    guard count == b.utf8.count else { return false }
    guard count > 0 else { return true }
    return a.withUTF8 { x in
        b.withUTF8 { y in
            guard let p = x.baseAddress, let q = y.baseAddress else { return false }
            return unsafe memcmp(p, q, count) == 0
        }
    }
}

/// What libmicrohttpd parsed of the request's head, gathered by one iterator: the header fields in the order
/// received, but the first `Host`, which becomes the authority; and the query's arguments.
private struct ReceivedHead {
    /// The texts kept as Strings already (`Daemon.knownStrings`).
    let known: [String]
    var fields = HTTPFields()
    var host: String?
    var arguments: [(name: String, value: String?)] = []

    /// The query as sent, rebuilt from libmicrohttpd's parsed arguments (the raw target is not
    /// kept). With CMicroHTTPD_keep_escaped as the unescaper the pieces stay percent-encoded; the
    /// library turns `+` into a space before splitting, which is turned back here.
    var query: String? {
        guard !arguments.isEmpty else { return nil }
        func plus(_ text: String) -> String {
            text.contains(" ") ? String(text.map { $0 == " " ? "+" : $0 }) : text
        }
        return arguments.map { argument in
            argument.value.map { plus(argument.name) + "=" + plus($0) } ?? plus(argument.name)
        }.joined(separator: "&")
    }
}

/// MHD_KeyValueIterator: "@return #MHD_YES to continue iterating". `cls` is the `ReceivedHead`; the entry's
/// kind says where it goes.
private func collectValue(
    _ cls: UnsafeMutableRawPointer?,
    _ kind: MHD_ValueKind,
    _ key: UnsafePointer<CChar>?,
    _ value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls = unsafe cls, let key = unsafe key else { return .YES }
    let received = unsafe cls.assumingMemoryBound(to: ReceivedHead.self)
    guard kind == .HEADER_KIND else {
        unsafe received.pointee.arguments.append(
            (name: String(cString: key), value: value.map { unsafe String(cString: $0) }))
        return .YES
    }
    // A name that is not a token cannot be an HTTPField.Name: the field is dropped, as
    // NIOHTTPTypesHTTP1 does. A value's bytes that RFC 9110 forbids become spaces.
    guard let name = unsafe HTTPField.Name(String(cString: key)) else { return .YES }
    let text = unsafe value.map { unsafe internedString($0, among: received.pointee.known) } ?? ""
    if unsafe name.canonicalName == "host" && received.pointee.host == nil {
        unsafe received.pointee.host = text
    } else {
        unsafe received.pointee.fields.append(HTTPField(name: name, value: text))
    }
    return .YES
}

/// The C string's text as a String: one of `known` when the bytes are the same (a retain, no new storage), else
/// a new String.
private func internedString(_ text: UnsafePointer<CChar>, among known: [String]) -> String {
    let length = unsafe strlen(text)
    let bytes = unsafe UnsafeRawBufferPointer(start: text, count: length)
    for candidate in known where candidate.utf8.count == length {
        if unsafe candidate.utf8.elementsEqual(bytes) { return candidate }
    }
    return unsafe String(cString: text)
}

/// The Content-Length the client declared, if any. libmicrohttpd has already rejected a
/// malformed one with 400; a value too large for UInt64 counts as too large.
private func declaredContentLength(of connection: OpaquePointer) -> UInt64? {
    // "Get a particular header value." "@return NULL if no such item was found"
    guard let raw = unsafe MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length") else {
        return nil
    }
    var length: UInt64 = 0
    var pointer = unsafe raw
    while unsafe pointer.pointee == 0x20 || pointer.pointee == 0x09 { unsafe pointer += 1 }
    while unsafe pointer.pointee >= 0x30 && pointer.pointee <= 0x39 {
        let (times10, overflow1) = length.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = unsafe times10.addingReportingOverflow(UInt64(pointer.pointee - 0x30))
        if overflow1 || overflow2 { return .max }
        length = sum
        unsafe pointer += 1
    }
    return length
}

// MARK: Answering

/// Queues `response` on the connection, with `id` in the daemon's `idField` after its own fields; `closing` adds
/// `Connection: close` (for an answer given before the body was read). With a `keeper`, the body is lent from it
/// rather than copied.
private func queue(
    _ response: Response,
    id: RequestIdentifier? = nil,
    on connection: OpaquePointer,
    daemon: Daemon,
    closing: Bool,
    keeper: RequestState? = nil
) -> MHD_Result {
    var response = response
    // Draining: the client is told this connection ends here, so its next request goes elsewhere.
    let closing = closing || daemon.isDraining
    if !(100...999).contains(response.status.code) {
        daemon.logger.error("handler returned status \(response.status.code), sending 500")
        response = .daemonProblem(.internalServerError, detail: "The handler returned an invalid status.")
    }
    let idField = daemon.idField.flatMap { name in id.map { (name: name, id: $0) } }
    var made = unsafe makeResponse(response, idField: idField, keeper: keeper)
    if unsafe made == nil {
        daemon.logger.error("a response header is invalid, sending 500")
        response = .daemonProblem(.internalServerError, detail: "The handler returned an invalid header.")
        unsafe made = unsafe makeResponse(response)
    }
    guard let created = unsafe made else { return .NO }
    // "Destroy a response object and associated resources. Note that libmicrohttpd may keep
    // some of the resources around if the response is still in the queue".
    defer { unsafe MHD_destroy_response(created) }
    if closing {
        // "The header "Connection" with value "Close" could be set by this function to enforce
        // closure of the connection after sending this response."
        _ = unsafe MHD_add_response_header(created, "Connection", "close")
    }
    // "Queue a response to be transmitted to the client (as soon as possible but after
    // #MHD_AccessHandlerCallback returns)."
    return unsafe MHD_queue_response(connection, UInt32(response.status.code), created)
}

/// A libmicrohttpd response with the headers added, `idField` last; nil when the library refuses a header (or is
/// out of memory). The body is lent from `keeper` when there is one (a handler's answer: a
/// simulation's is megabytes, and its copy was a tenth of the request), else copied (the daemon's own
/// short answers, some given before a request has any state).
private func makeResponse(
    _ response: Response, idField: (name: String, id: RequestIdentifier)? = nil, keeper: RequestState? = nil
) -> OpaquePointer? {
    let created: OpaquePointer?
    // A state lends one answer at most: were a second lent, the first (which the library may still be
    // sending) would be freed under it; a second is copied instead.
    let lender = keeper.flatMap { $0.answer.isEmpty && !response.body.isEmpty ? $0 : nil }
    if let keeper = lender {
        keeper.answer = response.body
        let retained = unsafe Unmanaged.passRetained(keeper).toOpaque()
        // The address outlives the closure, and that holds: `keeper.answer` is not changed again,
        // so its elements do not move, and `retained` keeps it until mhdReleaseAnswer.
        // "@param crfc function to call to cleanup, if set to NULL then callback is not called"
        // "@return NULL on error (i.e. invalid arguments, out of memory)"
        unsafe created = unsafe keeper.answer.withUnsafeBytes { bytes in
            unsafe MHD_create_response_from_buffer_with_free_callback_cls(
                bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), mhdReleaseAnswer, retained)
        }
        if unsafe created != nil {
            keeper.daemon.answerLent()
        } else {
            // Not made: the callback will never be called, so the retain is given back here.
            unsafe Unmanaged<RequestState>.fromOpaque(retained).release()
            keeper.answer = []
        }
    } else {
        unsafe created = unsafe response.body.withUnsafeBytes { bytes in
            // "MHD_RESPMEM_MUST_COPY: Buffer is in transient memory ... MHD must make its own
            // private copy of the data for processing." "@return NULL on error (i.e. invalid
            // arguments, out of memory)"
            unsafe MHD_create_response_from_buffer(
                bytes.count,
                UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                .RESPMEM_MUST_COPY
            )
        }
    }
    guard let created = unsafe created else { return nil }
    for field in response.headers where field.name != .contentLength {
        // "Content-Length application-defined header is not allowed." "@return #MHD_NO on
        // error (i.e. invalid header or content format), or out of memory". Each text is lent with
        // `withCString` (in place, or a short one on the stack; the library copies it): passed as a String
        // argument, each was first copied into an array of its own.
        let added = unsafe field.name.rawName.withCString { name in
            unsafe field.value.withCString { value in unsafe MHD_add_response_header(created, name, value) }
        }
        if added != .YES {
            unsafe discard(created, lender: lender)
            return nil
        }
    }
    if let idField, unsafe addIDField(idField.id, named: idField.name, to: created) != .YES {
        unsafe discard(created, lender: lender)
        return nil
    }
    return unsafe created
}

/// Gives up a response that was made but not queued (a header refused).
private func discard(_ created: OpaquePointer, lender: RequestState?) {
    // "Destroy a response object and associated resources." Never queued, the response goes at once, and with
    // it (mhdReleaseAnswer) its hold on a lent answer, which is let go here rather than kept until the request
    // completes.
    unsafe MHD_destroy_response(created)
    lender?.answer = []
}

/// Adds the request's id as the header field `name`, written from the id itself: a client's text lent in place,
/// a made id's 16 hex digits written NUL-terminated on the stack (the library copies both). No String is made
/// for a made id, and the response's own field list is not copied to hold it.
private func addIDField(_ id: RequestIdentifier, named name: String, to response: OpaquePointer) -> MHD_Result {
    unsafe name.withCString { name in
        switch id {
        case .given(let text):
            return unsafe text.withCString { value in unsafe MHD_add_response_header(response, name, value) }
        case .made(let number):
            let digits = RequestIdentifier.hexDigits(of: number)
            return unsafe withUnsafeTemporaryAllocation(of: CChar.self, capacity: 17) { value in
                for index in 0..<16 { unsafe value[index] = CChar(bitPattern: digits[index]) }
                unsafe value[16] = 0
                return unsafe MHD_add_response_header(response, name, value.baseAddress)
            }
        }
    }
}
