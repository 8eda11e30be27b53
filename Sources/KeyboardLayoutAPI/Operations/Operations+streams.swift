import KeyboardGeometry

extension Operations {
    /// `POST /v1/keyboard/streams`, `keyboard-layout streams`: for the scene given, each realistic notification
    /// sequence of the catalogue (docs/devices.md, "Streams") as a ready simulate request, with the steps simulate
    /// answers for it. `name` picks one stream; a name not in the catalogue is a 404 that lists the names.
    public static func streams(_ body: [UInt8], name: String? = nil, limits: Limits = Limits()) -> Result<
        JSONValue, Problem
    > {
        Result { () throws(Problem) in
            if let name, !StreamCatalogue.names.contains(name) { throw Problem.unknownStream(name) }
            let request = try StreamsRequest.read(try parseDocument(body), limits: limits)
            let (height, from) = request.keyboardHeight
            var out: [JSONValue] = []
            for stream in StreamCatalogue.streams(for: request.scene, keyboardHeight: height)
            where name == nil || stream.name == name {
                let simulate = JSONValue.object(
                    request.sceneMembers + [("events", .array(stream.events.map(\.json)))])
                // The reference steps are what simulate itself answers for the request, read as simulate reads it.
                let answer = try Operations.simulate(JSONWriter.write(simulate, pretty: false), limits: limits).get()
                out.append(
                    .object([
                        ("name", .string(stream.name)), ("source", .string(stream.source)),
                        ("description", .string(stream.description)), ("request", simulate),
                        ("steps", answer["steps"] ?? .array([])),
                    ]))
            }
            return .object([
                ("keyboardHeight", .number(height)), ("keyboardHeightFrom", .string(from)), ("streams", .array(out)),
            ])
        }
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
