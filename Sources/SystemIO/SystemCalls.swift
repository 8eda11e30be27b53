#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The C library calls the service makes outside the transport: on file descriptors (`FileDescriptor`) and the
// wall clock (`WallClock`). This file owns the raw memory those calls need; everything that uses them is safe code.

/// An open file descriptor and the system calls the service makes on one: whole writes, reads to the end, files
/// and directories of the command line, and the loopback TCP connections of the test client.
///
/// This file owns the raw memory those calls need. Its invariant: every pointer handed to the C library
/// points into a Swift array (or a local C struct) that outlives the call, with the count the array has;
/// nothing here keeps a pointer after the call returns, and no pointer type appears in this type's API, so
/// the callers (the log writer, the command line, the test client) are safe code.
public struct FileDescriptor: Sendable, Hashable {
    /// The descriptor number, as the kernel gave it.
    public let rawValue: Int32

    /// Wraps a descriptor the caller owns.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Descriptor 0.
    public static let standardInput = FileDescriptor(rawValue: 0)
    /// Descriptor 1.
    public static let standardOutput = FileDescriptor(rawValue: 1)
    /// Descriptor 2.
    public static let standardError = FileDescriptor(rawValue: 2)

    /// The outcome of one read.
    public enum ReadResult: Sendable, Equatable {
        /// This many bytes were appended.
        case bytes(Int)
        /// The peer closed its end (or reset the connection).
        case end
        /// The receive timeout passed with nothing read.
        case timedOut
        /// Any other error, as strerror(3) says it.
        case failed(String)
    }

    // MARK: Writing

    /// Writes all of `bytes`, through partial writes and interruptions; waits with poll(2) while a
    /// non-blocking descriptor is full. False on any other error (a closed pipe gives EPIPE when SIGPIPE is
    /// ignored, as `serve` does).
    @discardableResult
    public func writeAll(_ bytes: [UInt8]) -> Bool {
        write(bytes, socket: false) == .written
    }

    /// The outcome of `send(_:)`.
    public enum SendResult: Sendable, Equatable {
        /// Every byte was sent.
        case written
        /// The socket's send timeout passed.
        case timedOut
        /// Any other error, as strerror(3) says it.
        case failed(String)
    }

    /// Sends all of `bytes` on a socket with MSG_NOSIGNAL: a peer that closed gives EPIPE, never SIGPIPE.
    public func send(_ bytes: [UInt8]) -> SendResult {
        write(bytes, socket: true)
    }

    /// Sends what the socket takes at once (`MSG_DONTWAIT | MSG_NOSIGNAL`), for a socket another thread owns: never
    /// waits, never raises SIGPIPE. Returns whether all of `bytes` went.
    public func sendWithoutWaiting(_ bytes: [UInt8]) -> Bool {
        let n = unsafe bytes.withUnsafeBytes { raw in
            unsafe systemSend(rawValue, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
        }
        return n == bytes.count
    }

    /// Shuts both directions of a socket down (`shutdown(SHUT_RDWR)`): its owner's next read sees the end, and the
    /// peer sees the close, while the descriptor stays the owner's to close.
    public func shutdownBoth() {
        _ = systemShutdown(rawValue, Int32(SHUT_RDWR))
    }

    private func write(_ bytes: [UInt8], socket: Bool) -> SendResult {
        var sent = 0
        while sent < bytes.count {
            let n = unsafe bytes.withUnsafeBytes { raw in
                let start = unsafe raw.baseAddress.map { unsafe $0 + sent }
                return socket
                    ? unsafe systemSend(rawValue, start, raw.count - sent, Int32(MSG_NOSIGNAL))
                    : unsafe systemWrite(rawValue, start, raw.count - sent)
            }
            if n > 0 {
                sent += n
            } else if n < 0 && errno == EINTR {
                continue
            } else if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                if socket { return .timedOut }
                var entry = pollfd(fd: rawValue, events: Int16(POLLOUT), revents: 0)
                _ = unsafe poll(&entry, 1, 1000)
            } else {
                return .failed(Self.lastError())
            }
        }
        return .written
    }

    /// Writes the UTF-8 of `text`; see `writeAll(_:)`.
    @discardableResult
    public func writeAll(_ text: String) -> Bool { writeAll(Array(text.utf8)) }

    // MARK: Reading

    /// Reads once, up to `limit` bytes, appending them to `buffer`.
    public func read(appendingTo buffer: inout [UInt8], limit: Int = 65_536) -> ReadResult {
        let start = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: max(1, limit)))
        while true {
            let n = unsafe buffer.withUnsafeMutableBytes { raw in
                unsafe systemRead(rawValue, raw.baseAddress.map { unsafe $0 + start }, raw.count - start)
            }
            if n >= 0 { buffer.removeLast(buffer.count - start - n) }
            if n > 0 { return .bytes(n) }
            if n == 0 { return .end }
            switch errno {
            case EINTR:
                buffer.append(contentsOf: repeatElement(0, count: max(1, limit)))
                continue
            case EAGAIN, EWOULDBLOCK:
                buffer.removeLast(buffer.count - start)
                return .timedOut
            case ECONNRESET:
                buffer.removeLast(buffer.count - start)
                return .end
            default:
                buffer.removeLast(buffer.count - start)
                return .failed(Self.lastError())
            }
        }
    }

    /// Every byte up to the end of the file (or of the stream); nil on an error.
    public func readToEnd() -> [UInt8]? {
        var bytes: [UInt8] = []
        while true {
            switch read(appendingTo: &bytes) {
            case .bytes: continue
            case .end: return bytes
            case .timedOut, .failed: return nil
            }
        }
    }

    /// Opens `path` for reading; nil when it cannot be opened.
    public static func open(reading path: String) -> FileDescriptor? {
        let fd = systemOpen(path, O_RDONLY | O_CLOEXEC, 0)
        return fd >= 0 ? FileDescriptor(rawValue: fd) : nil
    }

    /// Opens `path` for appending, creating it (mode 0644) when it does not exist; nil when it cannot be.
    public static func open(appendingTo path: String) -> FileDescriptor? {
        let fd = systemOpen(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        return fd >= 0 ? FileDescriptor(rawValue: fd) : nil
    }

    /// The whole file at `path`; nil when it cannot be read.
    public static func contents(ofFile path: String) -> [UInt8]? {
        guard let file = open(reading: path) else { return nil }
        defer { file.close() }
        return file.readToEnd()
    }

    /// close(2). The descriptor must not be used afterwards.
    public func close() { _ = systemClose(rawValue) }

    /// Writes `bytes` to the file at `path`, created (mode 0644) or emptied first; false when it cannot be.
    public static func write(_ bytes: [UInt8], toFile path: String) -> Bool {
        let fd = systemOpen(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        let file = FileDescriptor(rawValue: fd)
        defer { file.close() }
        return file.writeAll(bytes)
    }

    /// Creates the directory at `path` and every missing one above it (mode 0755), as `mkdir -p` does; true when
    /// `path` is a directory afterwards.
    public static func makeDirectories(_ path: String) -> Bool {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            _ = unsafe mkdir(prefix, 0o755)  // EEXIST for the ones already there; checked below as a whole
            prefix += "/"
        }
        let fd = systemOpen(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
        guard fd >= 0 else { return false }
        _ = systemClose(fd)
        return true
    }

    /// The environment variable `name`, nil when it is unset.
    public static func environment(_ name: String) -> String? {
        unsafe getenv(name).map { unsafe String(cString: $0) }
    }

    /// Ignores SIGPIPE for the whole process: a write to a pipe or socket whose reader is gone then fails with
    /// EPIPE (which `writeAll` reports as false) instead of killing the process.
    public static func ignoreBrokenPipeSignal() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// strerror(3) of the current errno.
    public static func lastError() -> String {
        unsafe String(cString: strerror(errno))
    }

    // MARK: Loopback connections

    /// An address on the loopback interface.
    public struct LoopbackAddress: Sendable {
        fileprivate enum Family: Sendable {
            case v4(in_addr)
            case v6(in6_addr)
        }
        fileprivate let family: Family
    }

    /// The address `host` names when it is on the loopback interface (127.0.0.0/8, ::1, "localhost"), else
    /// nil. The test client connects to nothing else.
    public static func loopbackAddress(_ host: String) -> LoopbackAddress? {
        var name = host == "localhost" ? "127.0.0.1" : host
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        var v4 = in_addr()
        if unsafe inet_pton(AF_INET, name, &v4) == 1 {
            // 127.0.0.0/8: the first byte of the address in network order.
            return UInt32(bigEndian: v4.s_addr) >> 24 == 127 ? LoopbackAddress(family: .v4(v4)) : nil
        }
        var v6 = in6_addr()
        var loopback = in6_addr()
        guard unsafe inet_pton(AF_INET6, name, &v6) == 1, unsafe inet_pton(AF_INET6, "::1", &loopback) == 1 else {
            return nil
        }
        let isLoopback = unsafe withUnsafeBytes(of: v6) { a in
            unsafe withUnsafeBytes(of: loopback) { b in unsafe a.elementsEqual(b) }
        }
        return isLoopback ? LoopbackAddress(family: .v6(v6)) : nil
    }

    /// A TCP connection to `address`:`port`, every send, receive and the connect itself waiting at most
    /// `timeoutSeconds`; from `source` when given (another loopback address of the same family, as a second
    /// client machine would be); the error says why when there is none.
    public static func connect(
        to address: LoopbackAddress, port: Int, timeoutSeconds: Double, from source: LoopbackAddress? = nil
    ) -> Result<FileDescriptor, ConnectError> {
        guard let port16 = UInt16(exactly: port) else { return .failure(ConnectError(reason: "port \(port)")) }
        let networkPort = port16.bigEndian
        var v4 = sockaddr_in()
        var v6 = sockaddr_in6()
        let family: Int32
        switch address.family {
        case .v4(let address):
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = networkPort
            v4.sin_addr = address
            family = AF_INET
        case .v6(let address):
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = networkPort
            v6.sin6_addr = address
            family = AF_INET6
        }
        #if canImport(Glibc)
            let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
            let streamType = SOCK_STREAM
        #endif
        let fd = socket(family, streamType, 0)
        guard fd >= 0 else { return .failure(ConnectError(reason: lastError())) }
        let seconds = max(0, min(timeoutSeconds, 86_400))
        var timeout = timeval(
            tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.towardZero)) * 1_000_000))
        _ = unsafe setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = unsafe setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if let source, case .v4(let from) = source.family, family == AF_INET {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr = from
            let bound = unsafe withUnsafePointer(to: &local) {
                unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    unsafe bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else {
                let reason = lastError()
                _ = systemClose(fd)
                return .failure(ConnectError(reason: "bind: " + reason))
            }
        }
        let connected: Int32
        if family == AF_INET {
            connected = unsafe withUnsafePointer(to: &v4) {
                unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    unsafe systemConnect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        } else {
            connected = unsafe withUnsafePointer(to: &v6) {
                unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    unsafe systemConnect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        }
        guard connected == 0 else {
            let reason = lastError()
            _ = systemClose(fd)
            return .failure(ConnectError(reason: reason))
        }
        return .success(FileDescriptor(rawValue: fd))
    }

    /// Why a connection could not be made.
    public struct ConnectError: Error, Sendable {
        /// strerror(3)'s words, or what was wrong with the arguments.
        public let reason: String
    }
}

// The C library's functions under names the methods above do not hide (at file scope the plain names are the
// C library's, Glibc's or Darwin's, whichever this file imported).
private let systemRead = unsafe read
private let systemWrite = unsafe write
private let systemSend = unsafe send
private let systemClose = close
private let systemConnect = unsafe connect
private let systemShutdown = shutdown
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    unsafe open(path, flags, mode)
}

/// The wall-clock time, for log lines' timestamps.
public enum WallClock {
    /// Seconds and nanoseconds since 1970-01-01T00:00:00Z, from clock_gettime(CLOCK_REALTIME) (a vDSO call: no
    /// system call, no formatting). The `timespec` it writes is a local that lives for the call.
    @inline(__always)
    public static func now() -> (seconds: Int, nanoseconds: Int) {
        var spec = timespec()
        _ = unsafe clock_gettime(CLOCK_REALTIME, &spec)
        return (Int(spec.tv_sec), Int(spec.tv_nsec))
    }
}
