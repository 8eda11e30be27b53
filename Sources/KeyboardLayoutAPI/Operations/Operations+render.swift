import KeyboardGeometry
import ServiceJSON

/// The key render takes beside adjust's: the keyboard on the screen after a silent change.
enum RenderKey: Int, ObjectKey {
    case keyboardOnScreen
    static let wireNames = wireNameTable()
    /// The table of this key.
    static let names = KeyNames(Self.self)
    /// What the key's absence means: adjust's picture, with no silent change.
    var presence: KeyPresence { .optional }
    /// The full reader's table of render's request with a silent change: adjust's keys, then this one.
    static let withAdjust = KeyNames(RequestKey.self, then: Self.self)
}

extension Operations {
    /// `POST /v1/keyboard/render`, `keyboard-layout render`: what adjust takes, as an SVG picture; with check's
    /// `actual` (and `tolerance`), the client's frames drawn over the expected ones and each difference labelled
    /// with its delta and diagnosis codes.
    public static func render(_ body: [UInt8], limits: Limits = Limits()) -> Result<[UInt8], Problem> {
        Result { () throws(Problem) in
            let document = try WireReader.document(body)
            if document.members(document.root)?.contains(CheckKey.actual) == true {
                return try renderCheck(document, limits: limits)
            }
            if document.members(document.root)?.contains(RenderKey.keyboardOnScreen) == true {
                return try renderStale(document, limits: limits)
            }
            let request = try AdjustRequest.read(document, limits: limits)
            let adjustment = try runRules(request.notification, request.scene, policy: request.policy)
            return try draw(LayoutPicture(scene: request.scene, adjustment: adjustment))
        }
    }

    /// Render of a silent change (docs/devices.md, "Silent changes"): adjust's request plus `keyboardOnScreen`, the
    /// keyboard the user sees (screen coordinates, null for none) when it moved with no notification. The layout is
    /// the one the notification gives; the keyboard on the screen is drawn solid, the notified one dashed.
    private static func renderStale(_ document: JSONDocument, limits: Limits) throws(Problem) -> [UInt8] {
        // `keyboardOnScreen` is one more key of adjust's request object, read from the same document in the same
        // pass (every problem of the request in one 422), not split off and the rest written back out to be
        // parsed a second time.
        let read = { (r: inout WireReader, o: borrowing KnownMembers) -> (AdjustRequest, Rect?)? in
            let p = JSONPointer()
            let onScreen: Rect?? = r.optional(o, RenderKey.keyboardOnScreen, at: p) { r, v, q in
                if r.document.isNull(v) { return .some(nil) }
                return r.rect(v, at: q()).map { .some($0) }
            }
            let request = r.adjustRequest(o, limits: limits)
            guard let onScreen, let request else { return nil }
            return (request, onScreen)
        }
        let (request, onScreen) = try WireReader.request(
            document, keys: RenderKey.withAdjust, what: "a render request", read)
        let adjustment = try runRules(request.notification, request.scene, policy: request.policy)
        var picture = LayoutPicture(scene: request.scene, adjustment: adjustment)
        do {
            picture.keyboardOnScreen = try KeyboardLayout.placement(ofKeyboardOnScreen: onScreen, in: request.scene)
                .keyboard
        } catch {
            throw Problem.invalid([FieldError(pointer: "", message: "the scene cannot be laid out: \(error)")])
        }
        return try draw(picture)
    }

    private static func draw(_ picture: LayoutPicture) throws(Problem) -> [UInt8] {
        do {
            return Array(try picture.svg().utf8)
        } catch {
            throw Problem.invalid([FieldError(pointer: "", message: "the scene cannot be drawn: \(error)")])
        }
    }

    /// Render of a check request: the check's own answer (its differences and diagnoses) over the picture.
    private static func renderCheck(_ document: JSONDocument, limits: Limits) throws(Problem) -> [UInt8] {
        let request = try CheckRequest.read(document, limits: limits)
        guard case .single(let a) = request.form else {
            throw Problem.invalid([
                FieldError(
                    pointer: "/events", message: "render draws one notification; a sequence's actual is for check")
            ])
        }
        // The check's own expected answer is the picture's: the rules run once.
        let answer = try checkAnswer(request, limits: limits)
        guard case .single(let adjustment) = answer.expected else {
            throw Problem.invalid([FieldError(pointer: "", message: "check answered a sequence for one notification")])
        }
        var overlay = ActualOverlay()
        // The client's frames: the members `actual` gives over the expected frame (or the resting one for a view
        // no behavior targets), in the parent's space as adjust answers them.
        for leaf in request.actual where leaf.path.count == 4 && leaf.path[0] == "views" && leaf.path[2] == "frame" {
            guard case .number(let v) = leaf.value else { continue }
            let id = leaf.path[1]
            let base =
                overlay.frames[id] ?? adjustment.views.first { $0.id == id }?.frame
                ?? a.scene.views.first { $0.id == id }?.frame
            guard var f = base else { continue }
            switch leaf.path[3] {
            case "x": f = Rect(x: v, y: f.y, width: f.width, height: f.height)
            case "y": f = Rect(x: f.x, y: v, width: f.width, height: f.height)
            case "width": f = Rect(x: f.x, y: f.y, width: v, height: f.height)
            case "height": f = Rect(x: f.x, y: f.y, width: f.width, height: v)
            default: continue
            }
            overlay.frames[id] = f
        }
        for difference in answer.differences {
            overlay.labels.append(Self.label(difference))
        }
        overlay.passed = answer.pass
        return try draw(LayoutPicture(scene: a.scene, adjustment: adjustment, actual: overlay))
    }

    /// A difference of check's answer as a line for the picture, and the view it belongs to (nil for the keyboard
    /// or the animation): `scroll contentInset.bottom 302 -> 336 (+34): safe-area-counted-twice`.
    private static func label(_ difference: CheckDifference) -> (view: String?, text: String) {
        let path = difference.path
        // views/<id>/<field>/<member>, or keyboard/..., animation/...
        let view = path.count > 1 && path[0] == "views" ? path[1] : nil
        let field = path.dropFirst(view == nil ? 0 : 2).joined(separator: ".")
        let codes = difference.diagnoses.map { $0.codes.map(\.rawValue).joined(separator: " + ") }
        let expected = String(decoding: difference.expected.bytes(pretty: false), as: UTF8.self)
        let actual = String(decoding: difference.actual.bytes(pretty: false), as: UTF8.self)
        var delta = ""
        if let d = difference.delta { delta = " (" + (d >= 0 ? "+" : "") + d.pt + ")" }
        let why = codes.isEmpty ? "" : ": " + codes.joined(separator: " or ")
        let prefix = view.map { $0 + " " } ?? ""
        return (view, prefix + field + " " + expected + " -> " + actual + delta + why)
    }
}
