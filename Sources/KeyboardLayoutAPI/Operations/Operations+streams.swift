import KeyboardGeometry

extension Operations {
    /// `POST /v1/keyboard/streams`, `keyboard-layout streams`: for the scene given, each notification sequence of
    /// the catalogue (docs/devices.md, "Streams") that the scene's device sends, as a ready simulate request with
    /// the steps simulate answers for it, its source's evidence and what it assumed; the others under
    /// `notApplicable` with the reason. `name` picks one stream; a name not in the catalogue is a 404 that lists
    /// the names.
    public static func streams(_ body: [UInt8], name: String? = nil, limits: Limits = Limits()) -> Result<
        JSONValue, Problem
    > {
        Result { () throws(Problem) in
            if let name, !StreamCatalogue.names.contains(name) { throw Problem.unknownStream(name) }
            let request = try StreamsRequest.read(try parseDocument(body), limits: limits)
            let (height, from) = request.keyboardHeight
            var out: [JSONValue] = []
            let catalogue = StreamCatalogue.catalogue(for: request.scene, keyboardHeight: height)
            for stream in catalogue.streams where name == nil || stream.name == name {
                let simulate = JSONValue.object(
                    request.sceneMembers + [("events", .array(stream.events.map(\.json)))])
                // The reference steps are what simulate itself answers for the request, read as simulate reads it.
                let answer = try Operations.simulate(JSONWriter.write(simulate, pretty: false), limits: limits).get()
                out.append(
                    .object([
                        ("name", .string(stream.name)), ("source", .string(stream.source)),
                        ("description", .string(stream.description)), ("evidence", .string(stream.evidence)),
                        ("assumed", .array(stream.assumed.map { .string($0) })), ("request", simulate),
                        ("steps", answer["steps"] ?? .array([])),
                    ]))
            }
            let family = DeviceFamily.of(screen: request.scene.screen.interfaceBounds.size)
            return .object([
                ("keyboardHeight", .number(height)), ("keyboardHeightFrom", .string(from)),
                ("device", .string(family.rawValue)), ("streams", .array(out)),
                (
                    "notApplicable",
                    .array(
                        catalogue.notApplicable.filter { name == nil || $0.name == name }.map {
                            .object([("name", .string($0.name)), ("reason", .string($0.reason))])
                        })
                ),
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
