public import KeyboardGeometry
import ServiceJSON

extension Operations {
    /// The answer of `POST /v1/keyboard/adjust` as a Swift value (`adjustAnswer` is its bytes).
    public static func adjust(_ body: [UInt8], limits: Limits = Limits(), explain: Bool = false)
        -> Result<Adjustment, Problem>
    {
        Result { () throws(Problem) in try adjustment(body, limits: limits, explain: explain) }
    }

    /// `POST /v1/keyboard/adjust`, `keyboard-layout adjust`: the answer as the bytes both send, written straight
    /// from the adjustment without a value tree (the same text as `JSONWriter.write` of `adjust`'s value).
    /// `explain` asks for the rule steps whatever the body says (the CLI's `--explain`).
    public static func adjustAnswer(_ body: [UInt8], limits: Limits = Limits(), explain: Bool = false)
        -> Result<[UInt8], Problem>
    {
        Result { () throws(Problem) in
            let result = try adjustment(body, limits: limits, explain: explain)
            return result.bytes()
        }
    }

    private static func adjustment(_ body: [UInt8], limits: Limits, explain: Bool = false) throws(Problem) -> Adjustment
    {
        let request = try AdjustRequest.decode(body, limits: limits)
        var adjustment = try runRules(
            request.notification, request.scene, explain: request.explain || explain, policy: request.policy)
        // Reading's warnings first; usually there are none, and then the rules' list is kept as it is (`+` made a
        // new array an answer even when one side was empty).
        if !request.readWarnings.isEmpty { adjustment.warnings = request.readWarnings + adjustment.warnings }
        return adjustment
    }

    /// The rules; a scene error here means validation missed a case, reported rather than crashing.
    static func runRules(
        _ n: ResolvedNotification, _ scene: Scene, explain: Bool = false, policy: Policy = .reference
    ) throws(Problem) -> Adjustment {
        do {
            return try KeyboardLayout.adjust(n, in: scene, explain: explain, policy: policy)
        } catch {
            throw Problem.invalid([FieldError(pointer: "", message: "the scene cannot be laid out: \(error)")])
        }
    }
}
