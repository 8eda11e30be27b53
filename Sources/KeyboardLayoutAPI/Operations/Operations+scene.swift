import KeyboardGeometry

extension Operations {
    /// `POST /v1/scene/parse`, `keyboard-layout scene`: a pasted view dump or UI-test tree as a complete adjust
    /// request, with the keyboard, the focus, the assumptions, the skipped lines and the omitted count
    /// (docs/scene-from-dump.md). `keyboard` is the `?keyboard=` query (`docked`).
    public static func sceneParse(
        _ body: [UInt8], input: ParseInput = .detect, keyboard: String? = nil, limits: Limits = Limits()
    ) -> Result<JSONValue, Problem> {
        Result { () throws(Problem) in
            let dump = try readDump(body, input: input, keyboard: keyboard, limits: limits)
            return sceneAnswer(dump)
        }
    }

    /// Reads a dump body (text or the JSON form) into a scene.
    static func readDump(_ body: [UInt8], input: ParseInput, keyboard: String?, limits: Limits) throws(Problem)
        -> SceneFromDump
    {
        var isJSON = input == .json
        if input == .detect, let first = body.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }),
            first == UInt8(ascii: "{"), let document = try? parseDocument(body), document.isObject(document.root)
        {
            isJSON = true
        }
        var hints = DumpHints(maxViews: limits.maxViews)
        hints.dockedKeyboard = try dockedKeyboard(keyboard, pointer: "?keyboard")
        let text: String
        if isJSON {
            let document = try parseDocument(body)
            var r = WireReader(document)
            let p = JSONPointer()
            guard
                let o = r.object(
                    document.root, at: p, allowed: ["text", "device", "osVersion", "focus", "keyboard"],
                    what: "a scene/parse request")
            else { throw Problem.invalid(r.errors) }
            var t: String?
            if let v = r.required(o, "text", at: p) { t = r.string(v, at: p / "text") }
            try readHints(&r, o, at: p, into: &hints)
            guard let t, r.errors.isEmpty else { throw Problem.invalid(r.errors) }
            text = t
        } else {
            guard let t = String(validating: body, as: UTF8.self) else {
                throw Problem.invalid([FieldError(pointer: "", message: "the dump is not UTF-8 text")])
            }
            text = t
        }
        return try scene(text, hints: hints, pointer: isJSON ? "/text" : "")
    }

    /// The hints of a JSON body that carries a dump (scene/parse, check's and compare's `hierarchy`).
    static func readHints(_ r: inout WireReader, _ o: WireObject, at p: JSONPointer, into hints: inout DumpHints)
        throws(Problem)
    {
        if let v = o["device"], let d = r.string(v, at: p / "device") {
            if DeviceTable.model(named: d) == nil {
                r.fail(
                    p / "device",
                    "'\(d)' is not in the device table (docs/devices.md); the names are those of its rows, such as "
                        + "'iPhone 15' or 'iPad Pro 11-inch'")
            }
            hints.device = d
        }
        if let v = o["osVersion"], let s = r.string(v, at: p / "osVersion") {
            if let version = OSVersion(s) {
                hints.osVersion = version
            } else {
                r.fail(p / "osVersion", "must be an iOS version such as \"17.4\", not '\(s)'")
            }
        }
        if let v = o["focus"], let s = r.string(v, at: p / "focus") { hints.focus = s }
        if let v = o["keyboard"], let s = r.string(v, at: p / "keyboard") {
            if s == "docked" {
                hints.dockedKeyboard = true
            } else {
                r.fail(p / "keyboard", "must be \"docked\" (the device table's keyboard when the dump shows none)")
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

    /// The answer of scene/parse for a scene read from a dump.
    static func sceneAnswer(_ dump: SceneFromDump) -> JSONValue {
        .object([
            ("format", .string(dump.format.rawValue)),
            ("request", adjustRequest(dump)),
            ("keyboard", dump.keyboard.map(\.json) ?? .null),
            (
                "focus",
                dump.focus.map { .object([("view", .string($0.view)), ("because", .string($0.because))]) } ?? .null
            ),
            (
                "assumptions",
                .array(
                    dump.assumptions.map {
                        .object([("pointer", .string($0.pointer)), ("because", .string($0.because))])
                    })
            ),
            (
                "skipped",
                .array(
                    dump.skipped.map {
                        .object([
                            ("line", .number(Double($0.line))), ("text", .string($0.text)),
                            ("because", .string($0.because)),
                        ])
                    })
            ),
            ("omitted", .number(Double(dump.omitted))),
        ])
    }

    /// The complete adjust request of a dump's scene: screen, window, views, behaviors, and the willShow its
    /// keyboard gives (when it shows one).
    static func adjustRequest(_ dump: SceneFromDump) -> JSONValue { .object(adjustRequestMembers(dump)) }

    /// The members of `adjustRequest`, for requests that add their own keys (check's `actual`).
    static func adjustRequestMembers(_ dump: SceneFromDump) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        if let (begin, end) = dump.willShowFrames {
            // A willShow as iOS sends it for a keyboard that shows: 0.25 s, curve 7, this app's.
            let willShow = ResolvedNotification(
                event: .willShow, beginFrame: begin, endFrame: end, duration: 0.25, curve: 7, isLocal: true)
            members.append(("notification", willShow.json))
        }
        let s = dump.scene
        members += [
            ("screen", s.screen.json), ("window", s.window.json), ("views", .array(s.views.map(\.json))),
            ("behaviors", .array(s.behaviors.map(\.json))),
        ]
        return members
    }

    /// The keys a check or compare request with `hierarchy` takes besides the dump's hints.
    static let hierarchyKeys: [StaticString] = ["hierarchy", "device", "osVersion", "focus", "keyboard"]

    /// Reads the dump of a request that gives `hierarchy` in place of a scene, with `extra` keys allowed; the
    /// scene, and the object to read the extra keys from.
    static func readHierarchy(_ document: JSONDocument, extra: [StaticString], what: String, limits: Limits)
        throws(Problem) -> (SceneFromDump, WireObject, WireReader)
    {
        var r = WireReader(document)
        let p = JSONPointer()
        guard let o = r.object(document.root, at: p, allowed: hierarchyKeys + extra, what: what) else {
            throw Problem.invalid(r.errors)
        }
        var text: String?
        if let v = r.required(o, "hierarchy", at: p) { text = r.string(v, at: p / "hierarchy") }
        var hints = DumpHints(maxViews: limits.maxViews)
        try readHints(&r, o, at: p, into: &hints)
        guard let text, r.errors.isEmpty else { throw Problem.invalid(r.errors) }
        return (try scene(text, hints: hints, pointer: "/hierarchy"), o, r)
    }

    /// The adjust request of a dump, refused when the dump shows no keyboard (no notification to play).
    static func requestWithNotification(_ dump: SceneFromDump, for what: String) throws(Problem) -> [(
        String, JSONValue
    )] {
        guard dump.keyboard != nil else {
            throw Problem.invalid([
                FieldError(
                    pointer: "/hierarchy",
                    message: "the dump shows no keyboard, so there is no notification to \(what); add "
                        + "\"keyboard\": \"docked\" for the device table's docked keyboard")
            ])
        }
        return adjustRequestMembers(dump)
    }

    /// check with `hierarchy`: without `actual`, the verdict on the snapshot as it stands (docs/check.md); with
    /// `actual`, check as usual on the dump's scene and the willShow its keyboard gives.
    static func checkHierarchy(_ document: JSONDocument, limits: Limits) throws(Problem) -> JSONValue {
        let (dump, o, r) = try readHierarchy(
            document, extra: ["actual", "tolerance"], what: "a check request with a hierarchy", limits: limits)
        if let actual = o["actual"] {
            var members = try requestWithNotification(dump, for: "check")
            members.append(("actual", r.tree(actual)))
            if let t = o["tolerance"] { members.append(("tolerance", r.tree(t))) }
            return try check(JSONWriter.write(.object(members), pretty: false), limits: limits).get()
        }
        let findings = SnapshotVerdict.findings(dump)
        return .object([
            ("pass", .bool(findings.isEmpty)),
            (
                "findings",
                .array(
                    findings.map { f in
                        .object([
                            ("code", .string(f.code)), ("view", .string(f.view)),
                            ("class", f.className.map { .string($0) } ?? .null),
                            ("line", f.line.map { .number(Double($0)) } ?? .null), ("points", .number(f.points)),
                            ("message", .string(f.message)),
                        ])
                    })
            ),
            ("scene", sceneAnswer(dump)),
        ])
    }

    /// compare with `hierarchy`: every policy on the dump's scene and the willShow its keyboard gives.
    static func compareHierarchy(_ document: JSONDocument, limits: Limits) throws(Problem) -> JSONValue {
        let (dump, _, _) = try readHierarchy(
            document, extra: [], what: "a compare request with a hierarchy", limits: limits)
        let members = try requestWithNotification(dump, for: "compare")
        return try compare(JSONWriter.write(.object(members), pretty: false), limits: limits).get()
    }
}

extension DumpKeyboard {
    var json: JSONValue {
        .object([
            ("frame", frame.json), ("from", .string(from)), ("line", line.map { .number(Double($0)) } ?? .null),
            ("visible", .bool(visible)),
        ])
    }
}

extension Behavior {
    /// A behavior in the form the wire reads it.
    var json: JSONValue {
        switch self {
        case .insetScrollView(let b):
            var m: [(String, JSONValue)] = [
                ("type", .string("insetScrollView")), ("scrollView", .string(b.scrollView)),
            ]
            if let r = b.reveal { m.append(("reveal", .string(r))) }
            m.append(("margin", .number(b.margin)))
            return .object(m)
        case .offsetScrollView(let b):
            return .object([
                ("type", .string("offsetScrollView")), ("scrollView", .string(b.scrollView)),
                ("reveal", .string(b.reveal)), ("margin", .number(b.margin)),
            ])
        case .attachToKeyboard(let b):
            var m: [(String, JSONValue)] = [("type", .string("attachToKeyboard")), ("view", .string(b.view))]
            if let r = b.resize { m.append(("resize", .string(r))) }
            return .object(m)
        case .shiftView(let b):
            return .object([
                ("type", .string("shiftView")), ("view", .string(b.view)), ("reveal", .string(b.reveal)),
                ("margin", .number(b.margin)),
            ])
        case .layoutGuide(let b):
            return .object([
                ("type", .string("layoutGuide")), ("view", .string(b.view)),
                ("followsUndockedKeyboard", .bool(b.followsUndockedKeyboard)),
                ("usesBottomSafeArea", .bool(b.usesBottomSafeArea)),
            ])
        }
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
