import KeyboardGeometry
import ServiceJSON

extension Operations {
    /// `POST /v1/keyboard/simulate`, `keyboard-layout simulate`.
    public static func simulate(_ body: [UInt8], limits: Limits = Limits(), explain: Bool = false)
        -> Result<SimulateAnswer, Problem>
    {
        Result { () throws(Problem) in
            var request = try SimulateRequest.read(try WireReader.document(body), limits: limits)
            request.explain = request.explain || explain
            let result = try runSimulation(request, limits: limits, mistakes: [])
            return SimulateAnswer(
                result: result, inputs: request.inputs, readWarnings: request.readWarnings, events: request.events)
        }
    }

    /// How a parse body is to be read.
    public enum ParseInput: Sendable {
        /// `application/json`: parse's notification object, `{"notification": ...}` or a JSON string holding the
        /// text; scene/parse's `{"text", "device", "osVersion", "focus"}`.
        case json
        /// `text/plain`: the text as printed (a notification, a view dump).
        case text
        /// JSON when the body parses as JSON (scene/parse: a JSON object), else text (the CLI, curl's default).
        case detect
    }

    /// A simulation, its failures as problems (simulate's own messages).
    static func runSimulation(
        _ request: SimulateRequest, limits: Limits, mistakes: Mistakes, outcomes: Bool = false
    ) throws(Problem) -> SimulationResult {
        do throws(SimulationError) {
            return try Simulation.run(
                request.scene, events: request.events, policy: request.policy, fps: request.fps,
                maxKeyframes: limits.maxKeyframes, mistakes: mistakes, explain: request.explain,
                outcomes: outcomes)
        } catch {
            if let (count, limit) = error.tooManyKeyframes {
                throw Problem.invalid([
                    FieldError(
                        pointer: "/sampling/fps",
                        message:
                            "the run would give \(count) keyframes, more than the limit of \(limit) (or, with every animated view in each, more than \(limit * 16) view frames): lower fps or shorten the run"
                    )
                ])
            }
            throw Problem.invalid([
                FieldError(
                    pointer: "",
                    message: "the scene cannot be laid out: \(error.sceneError.map { "\($0)" } ?? "\(error)")")
            ])
        }
    }
}
