public import KeyboardGeometry
import ServiceJSON

extension Operations {
    /// `POST /v1/keyboard/streams`, `keyboard-layout streams`: for the scene given, each notification sequence of
    /// the catalogue (docs/devices.md, "Streams") that the scene's device sends, as a ready simulate request with
    /// the steps simulate answers for it, its source's evidence and what it assumed; the others under
    /// `notApplicable` with the reason. `name` picks one stream; a name not in the catalogue is a 404 that lists
    /// the names.
    public static func streams(_ body: [UInt8], name: String? = nil, limits: Limits = Limits()) -> Result<
        StreamsAnswer, Problem
    > {
        Result { () throws(Problem) in
            if let name, !StreamCatalogue.names.contains(name) { throw Problem.unknownStream(name) }
            let request = try StreamsRequest.read(try WireReader.document(body), limits: limits)
            let (height, from, device) = request.keyboardHeight
            var out: [StreamsAnswer.Stream] = []
            let catalogue = StreamCatalogue.catalogue(
                for: request.scene, keyboardHeight: height, heightFromDeviceTable: device != nil, only: name)
            for stream in catalogue.streams where name == nil || stream.name == name {
                let simulate = StreamSimulateRequest(sceneMembers: request.sceneMembers, events: stream.events)
                // The reference steps are what simulate itself answers for the request, read from its bytes as
                // simulate reads them: the request handed to the user is proven to be one simulate takes.
                let answer = try Operations.simulate(simulate.bytes(pretty: false), limits: limits).get()
                out.append(StreamsAnswer.Stream(stream: stream, request: simulate, steps: answer))
            }
            return StreamsAnswer(
                keyboardHeight: height, keyboardHeightFrom: from, keyboardHeightDevice: device,
                device: DeviceFamily.of(screen: request.scene.screen.interfaceBounds.size), streams: out,
                notApplicable: catalogue.notApplicable.filter { name == nil || $0.name == name })
        }
    }
}

/// The simulate request that plays a stream on the request's scene: the scene's members as the streams request gave
/// them (echoed as they came, like simulate's events), then the stream's events, typed.
public struct StreamSimulateRequest: JSONObjectWritable {
    /// `screen`, `window`, `views`, `behaviors`, `options` and `frameworks` as the streams request gave them, in
    /// its order.
    public var sceneMembers: [(String, JSONValue)]
    /// The stream's events, each with its `at`.
    public var events: [TimedEvent]

    /// The echoed scene members, then `"events"`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        for (key, value) in sceneMembers {
            out.key(text: key)
            value.write(to: &out)
        }
        out.member("events", events)
    }
}

/// streams' answer (docs/devices.md, "Streams"), a Swift value until the writer.
public struct StreamsAnswer: JSONObjectWritable {
    /// One stream the scene's device sends.
    public struct Stream: JSONObjectWritable {
        /// The stream of the catalogue.
        public var stream: KeyboardStream
        /// The simulate request that plays it on the scene.
        public var request: StreamSimulateRequest
        /// What simulate answers for that request.
        public var steps: SimulateAnswer

        /// `{"name", "source", "description", "evidence", "assumed", "request", "steps"}`.
        public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
            out.member("name", stream.name)
            out.member("source", stream.source)
            out.member("description", stream.description)
            out.member("evidence", stream.evidence)
            out.key("assumed")
            out.beginArray()
            for a in stream.assumed { out.string(a) }
            out.endArray()
            out.member("request", request)
            out.key("steps")
            steps.writeSteps(to: &out)
        }
    }

    /// The docked keyboard's height used, in points.
    public var keyboardHeight: Double
    /// Where that height comes from.
    public var keyboardHeightFrom: String
    /// For a `default` height, the device-table row resolved for the scene's iOS version and orientation that
    /// gave it; nil when the notification gave it or the table has no height for the screen.
    public var keyboardHeightDevice: ResolvedDevice?
    /// The device family the screen's size says.
    public var device: DeviceFamily
    /// The streams the device sends.
    public var streams: [Stream]
    /// The streams it does not send, each with why.
    public var notApplicable: [NotApplicableStream]

    /// `{"keyboardHeight", "keyboardHeightFrom", "keyboardHeightDevice", "device", "streams": [{"name", "source",
    /// "description", "evidence", "assumed", "request", "steps"}], "notApplicable": [{"name", "reason"}]}`;
    /// `keyboardHeightDevice`, GET /v1/devices' resolved device, only for a height the device table gave.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("keyboardHeight", keyboardHeight)
        out.member("keyboardHeightFrom", keyboardHeightFrom)
        if let keyboardHeightDevice { out.member("keyboardHeightDevice", keyboardHeightDevice) }
        out.member("device", device.rawValue)
        out.member("streams", streams)
        out.member("notApplicable", notApplicable)
    }
}

extension NotApplicableStream: JSONObjectWritable {
    /// `{"name", "reason"}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("name", name)
        out.member("reason", reason)
    }
}

extension Problem {
    /// 404: `?name=` names no stream of the catalogue; the detail lists the names.
    static func unknownStream(_ name: String) -> Problem {
        Problem(
            status: 404, type: "/problems/unknown-stream", title: "Unknown stream",
            detail:
                "There is no stream named '\(name)'; the streams are \(StreamCatalogue.names.joined(separator: ", ")).")
    }
}
