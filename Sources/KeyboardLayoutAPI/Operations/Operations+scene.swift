public import KeyboardGeometry
import ServiceJSON

extension Operations {
    /// `POST /v1/scene/parse`, `keyboard-layout scene`: a pasted view dump or UI-test tree as a complete adjust
    /// request, with the keyboard, the focus, the assumptions, the skipped lines and the omitted count
    /// (docs/scene-from-dump.md). `keyboard` is the `?keyboard=` query (`docked`).
    public static func sceneParse(
        _ body: [UInt8], input: ParseInput = .detect, keyboard: String? = nil, limits: Limits = Limits()
    ) -> Result<SceneAnswer, Problem> {
        Result { () throws(Problem) in
            SceneAnswer(dump: try readDump(body, input: input, keyboard: keyboard, limits: limits))
        }
    }

    /// Reads a dump body (text or the JSON form) into a scene.
    static func readDump(_ body: [UInt8], input: ParseInput, keyboard: String?, limits: Limits) throws(Problem)
        -> SceneFromDump
    {
        var isJSON = input == .json
        if input == .detect, let first = body.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }),
            first == UInt8(ascii: "{"), let document = try? WireReader.document(body), document.isObject(document.root)
        {
            isJSON = true
        }
        var hints = DumpHints(maxViews: limits.maxViews)
        hints.dockedKeyboard = try dockedKeyboard(keyboard, pointer: "?keyboard")
        let text: String
        if isJSON {
            let document = try WireReader.document(body)
            var r = WireReader(document)
            let p = JSONPointer()
            guard let o = r.object(document.root, at: p, keys: SceneParseKey.names, what: "a scene/parse request")
            else { throw Problem.invalid(r.errors) }
            var t: String?
            if let v = r.member(o, SceneParseKey.text, at: p) { t = r.string(v, at: p / SceneParseKey.text) }
            try readHints(&r, o, at: p, into: &hints)
            guard let t, r.errors.isEmpty else { throw Problem.invalid(r.errors) }
            text = t
        } else {
            guard let t = String(validating: body, as: UTF8.self) else {
                throw Problem.invalid([FieldError(pointer: "", message: "the dump is not UTF-8 text")])
            }
            text = t
        }
        return try scene(text, hints: hints, pointer: isJSON ? (JSONPointer() / SceneParseKey.text).description : "")
    }

    /// The hints of a JSON body that carries a dump (scene/parse, check's and compare's `hierarchy`, replay's):
    /// looked up as scene/parse names them (`SceneParseKey`), by name in the other requests' objects.
    static func readHints(
        _ r: inout WireReader, _ o: borrowing KnownMembers, at p: JSONPointer, into hints: inout DumpHints
    )
        throws(Problem)
    {
        typealias Key = SceneParseKey
        if let v = r.member(o, Key.device, at: p), let d = r.string(v, at: p / Key.device) {
            if DeviceTable.model(named: d) == nil {
                r.fail(
                    p / Key.device,
                    "'\(d)' is not in the device table (docs/device-table.md); the names are those of its rows, "
                        + "such as 'iPhone 15' or 'iPad Pro 11-inch (4th gen)'")
            }
            hints.device = d
        }
        if let v = r.member(o, Key.osVersion, at: p), let s = r.string(v, at: p / Key.osVersion) {
            if let version = OSVersion(s) {
                hints.osVersion = version
            } else {
                r.fail(p / Key.osVersion, "must be an iOS version such as \"17.4\", not '\(s)'")
            }
        }
        if let v = r.member(o, Key.focus, at: p), let s = r.string(v, at: p / Key.focus) { hints.focus = s }
        if let v = r.member(o, Key.keyboard, at: p), let s = r.string(v, at: p / Key.keyboard) {
            if s == "docked" {
                hints.dockedKeyboard = true
            } else {
                r.fail(p / Key.keyboard, "must be \"docked\" (the device table's keyboard when the dump shows none)")
            }
        }
    }

    private static func dockedKeyboard(_ value: String?, pointer: String) throws(Problem) -> Bool {
        guard let value else { return false }
        guard value == "docked" else {
            throw Problem.invalid([
                FieldError(
                    pointer: "", message: "?keyboard= takes 'docked' (the device table's keyboard), not '\(value)'")
            ])
        }
        return true
    }

    /// A dump's scene, or its refusal as a 422 at `pointer`.
    static func scene(_ text: String, hints: DumpHints, pointer: String) throws(Problem) -> SceneFromDump {
        do {
            return try SceneFromDump.read(text, hints: hints)
        } catch {
            throw Problem.unreadableDump(error, pointer: pointer)
        }
    }

    /// A request with `hierarchy` read: the dump's scene, the request object (to read the extra keys from) and
    /// the reader that read it (its errors so far). Not a tuple: the object is noncopyable.
    struct HierarchyRequest: ~Copyable {
        let dump: SceneFromDump
        let object: KnownMembers
        var reader: WireReader
    }

    /// Reads the dump of a request that gives `hierarchy` in place of a scene, whose keys are `keys`
    /// (`HierarchyKey`'s, with any others the request takes after them); the scene, and the object to read the
    /// other keys from.
    static func readHierarchy(_ document: JSONDocument, keys: KeyNames, what: String, limits: Limits)
        throws(Problem) -> HierarchyRequest
    {
        var r = WireReader(document)
        let p = JSONPointer()
        guard let o = r.object(document.root, at: p, keys: keys, what: what) else {
            throw Problem.invalid(r.errors)
        }
        var text: String?
        if let v = r.member(o, HierarchyKey.hierarchy, at: p) { text = r.string(v, at: p / HierarchyKey.hierarchy) }
        var hints = DumpHints(maxViews: limits.maxViews)
        try readHints(&r, o, at: p, into: &hints)
        guard let text, r.errors.isEmpty else { throw Problem.invalid(r.errors) }
        let dump = try scene(text, hints: hints, pointer: (p / HierarchyKey.hierarchy).description)
        return HierarchyRequest(dump: dump, object: o, reader: r)
    }

    /// check with `hierarchy`: without `actual`, the verdict on the snapshot as it stands (docs/check.md); with
    /// `actual`, check as usual on the dump's scene and the willShow its keyboard gives.
    static func checkHierarchy(_ document: JSONDocument, limits: Limits) throws(Problem) -> CheckOutcome {
        var read = try readHierarchy(
            document, keys: HierarchyKey.withCheck, what: "a check request with a hierarchy", limits: limits)
        let dump = read.dump
        if let actualNode = read.object[CheckKey.actual] {
            let request = try adjustRequest(dump, for: "check")
            let p = JSONPointer()
            let tolerance = read.reader.optional(read.object, CheckKey.tolerance, at: p, default: Tolerance()) {
                $0.tolerance($1, at: $2())
            }
            let actual = read.reader.actual(
                actualNode, at: p / CheckKey.actual, ids: Set(dump.scene.views.map(\.id)), index: nil)
            guard read.reader.errors.isEmpty, let tolerance, let actual else {
                throw Problem.invalid(read.reader.errors)
            }
            return .check(
                try checkAnswer(
                    CheckRequest(form: .single(request), actual: actual, tolerance: tolerance), limits: limits))
        }
        return .verdict(SnapshotAnswer(judgement: SnapshotVerdict.judge(dump), scene: SceneAnswer(dump: dump)))
    }

    /// compare with `hierarchy`: every policy on the dump's scene and the willShow its keyboard gives.
    static func compareHierarchy(_ document: JSONDocument, limits: Limits) throws(Problem) -> CompareAnswer {
        let dump = try readHierarchy(
            document, keys: HierarchyKey.names, what: "a compare request with a hierarchy", limits: limits
        ).dump
        return try compareSingle(try adjustRequest(dump, for: "compare"))
    }

    /// The adjust request of a dump (its scene and the willShow its keyboard gives), refused when the dump shows no
    /// keyboard (no notification to play).
    static func adjustRequest(_ dump: SceneFromDump, for what: String) throws(Problem) -> AdjustRequest {
        guard dump.keyboard != nil, let willShow = dump.willShow else {
            throw Problem.invalid([
                FieldError(
                    pointer: (JSONPointer() / HierarchyKey.hierarchy).description,
                    message: "the dump shows no keyboard, so there is no notification to \(what); add "
                        + "\"keyboard\": \"docked\" for the device table's docked keyboard")
            ])
        }
        return AdjustRequest(notification: willShow, scene: dump.scene, readWarnings: [])
    }
}

/// A scene/parse request's keys (its JSON form): the dump's text and its hints.
enum SceneParseKey: Int, ObjectKey {
    case text, device, osVersion, focus, keyboard
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means: the hints are each optional.
    var presence: KeyPresence {
        switch self {
        case .text: .required
        case .device, .osVersion, .focus, .keyboard: .optional
        }
    }
}

/// The keys of a check or compare request that gives a dump (`hierarchy`) in place of a scene: the dump and its
/// hints.
enum HierarchyKey: Int, ObjectKey {
    case hierarchy, device, osVersion, focus, keyboard
    static let wireNames = wireNameTable()
    /// The full reader's table of compare's request: these keys (the hints' reader finds its keys in it as
    /// scene/parse names them).
    static let names = KeyNames(Self.self, alsoFor: [SceneParseKey.self])
    /// What each key's absence means: the hints are each optional.
    var presence: KeyPresence {
        switch self {
        case .hierarchy: .required
        case .device, .osVersion, .focus, .keyboard: .optional
        }
    }
    /// The full reader's table of check's request: these keys, then check's own.
    static let withCheck = KeyNames(Self.self, then: CheckKey.self, alsoFor: [SceneParseKey.self])
}

/// The complete adjust request of a dump's scene (scene/parse's `request`): the willShow its keyboard gives, when it
/// shows one, then the screen, window, views and behaviors. A typed value, written straight to the answer's bytes.
public struct DumpAdjustRequest: JSONObjectWritable {
    /// The willShow of the dump's keyboard; nil when the dump shows none (and no docked keyboard was asked for).
    public var notification: ResolvedNotification?
    /// The scene read from the dump; its options and frameworks are the wire's defaults and are not written.
    public var scene: Scene

    /// `{"notification"?, "screen", "window", "views", "behaviors"}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        if let notification { out.member("notification", notification) }
        out.member("screen", scene.screen)
        out.member("window", scene.window)
        out.member("views", scene.views)
        out.member("behaviors", scene.behaviors)
    }
}

/// scene/parse's answer (docs/scene-from-dump.md): the dump's scene as a complete adjust request, with the keyboard,
/// the focus, the assumptions, the skipped lines and the omitted count.
public struct SceneAnswer: JSONObjectWritable {
    /// The scene read from the dump, and how.
    public var dump: SceneFromDump

    /// The complete adjust request: screen, window, views, behaviors, and the willShow the dump's keyboard gives.
    public var request: DumpAdjustRequest { DumpAdjustRequest(notification: dump.willShow, scene: dump.scene) }

    /// `{"format", "request", "keyboard", "focus", "assumptions", "skipped", "omitted"}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("format", dump.format.rawValue)
        out.member("request", request)
        out.key("keyboard")
        if let k = dump.keyboard {
            out.beginObject()
            out.member("frame", k.frame)
            out.member("from", k.from)
            out.member("line", orNull: k.line.map(Double.init))
            out.member("visible", k.visible)
            out.endObject()
        } else {
            out.null()
        }
        out.key("focus")
        if let f = dump.focus {
            out.beginObject()
            out.member("view", f.view)
            out.member("because", f.because)
            out.endObject()
        } else {
            out.null()
        }
        out.member("assumptions", dump.assumptions)
        out.key("skipped")
        out.beginArray()
        for line in dump.skipped {
            out.beginObject()
            out.member("line", Double(line.line))
            out.member("text", line.text)
            out.member("because", line.because)
            out.endObject()
        }
        out.endArray()
        out.member("omitted", Double(dump.omitted))
    }
}

/// check's verdict on a snapshot (a hierarchy without `actual`, docs/check.md).
public struct SnapshotAnswer: JSONObjectWritable {
    /// The outcome and the findings: what is wrong on the screen as it stands, or what was not found.
    public var judgement: SnapshotJudgement
    /// The scene the dump gives, as scene/parse answers it.
    public var scene: SceneAnswer

    /// pass, fail or inconclusive.
    public var outcome: SnapshotOutcome { judgement.outcome }
    /// What is wrong, or (inconclusive) what was looked for first.
    public var findings: [SnapshotFinding] { judgement.findings }
    /// Whether the outcome is pass: a keyboard and a focus were found and nothing is wrong.
    public var pass: Bool { outcome == .pass }

    /// `{"outcome", "pass", "findings": [{"code", "view", "class", "line", "points", "message"}], "scene"}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("outcome", outcome.rawValue)
        out.member("pass", pass)
        out.member("findings", findings)
        out.member("scene", scene)
    }
}

extension Problem {
    /// 422: a dump that gives no scene, at `pointer` (`/text`, `/hierarchy`, or the body).
    static func unreadableDump(_ error: DumpError, pointer: String) -> Problem {
        let (type, title): (String, String) =
            switch error.kind {
            case .unrecognized: ("/problems/no-view-hierarchy", "No view hierarchy recognized")
            case .noFrames: ("/problems/dump-without-frames", "A dump without frames")
            case .tooManyViews: ("/problems/too-many-views", "Too many views")
            }
        return Problem(
            status: 422, type: type, title: title, detail: "The dump gives no scene: \(error.message).",
            errors: [FieldError(pointer: pointer, message: error.message)])
    }
}

extension SceneFromDump {
    /// The willShow iOS sends for the keyboard the dump shows: 0.25 s, curve 7, this app's; nil when it shows none.
    var willShow: ResolvedNotification? {
        guard let (begin, end) = willShowFrames else { return nil }
        return ResolvedNotification(
            event: .willShow, beginFrame: begin, endFrame: end, duration: 0.25, curve: 7, isLocal: true)
    }
}

extension SnapshotFinding: JSONObjectWritable {
    /// `{"code", "view", "class", "line", "points", "message"}`, `class` and `line` null when the dump did not say.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("code", code)
        out.member("view", orNull: view)
        out.member("class", orNull: className)
        out.member("line", orNull: line.map(Double.init))
        out.member("points", points)
        out.member("message", message)
    }
}
