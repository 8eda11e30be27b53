import KeyboardGeometry
import ServiceJSON

// The scene's parts written in the form the wire reads them (docs/wire.md "The scene"), for the requests the
// service makes itself: a stream's rotation carries the turned screen, window and views.

extension Screen {
    var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("bounds", bounds.json), ("scale", .number(scale)), ("coordinateSpace", .string(coordinateSpace.rawValue)),
            ("interfaceOrientation", .string(interfaceOrientation.rawValue)),
        ]
        if let osVersion { members.append(("osVersion", .string(osVersion.description))) }
        return .object(members)
    }
}

extension Window {
    var json: JSONValue {
        var members: [(String, JSONValue)] = [("frame", frame.json), ("safeAreaInsets", safeAreaInsets.json)]
        if mode != .fullScreen { members.append(("mode", .string(mode.rawValue))) }
        return .object(members)
    }
}

extension SceneView {
    var json: JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(id))]
        if let className { members.append(("class", .string(className))) }
        if let parent { members.append(("parent", .string(parent))) }
        members.append(("frame", frame.json))
        if let scroll {
            members.append(
                (
                    "scroll",
                    .object([
                        (
                            "contentSize",
                            .object([
                                ("width", .number(scroll.contentSize.width)),
                                ("height", .number(scroll.contentSize.height)),
                            ])
                        ),
                        ("contentOffset", scroll.contentOffset.json), ("contentInset", scroll.contentInset.json),
                        ("insetAdjustment", .string(scroll.insetAdjustment.rawValue)),
                    ])
                ))
        }
        if let safeAreaInsets { members.append(("safeAreaInsets", safeAreaInsets.json)) }
        switch pinnedTo {
        case nil: break
        case .nearest: members.append(("pinnedTo", .string("guide")))
        case .view(let id): members.append(("pinnedTo", .string("guide:" + id)))
        }
        return .object(members)
    }
}
