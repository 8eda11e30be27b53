/// XML's five predefined entities (XML 1.0, section 4.6): the one table that reading a page source decodes with
/// and the SVG writer escapes with.
package enum XMLEntity {
    /// Each entity's name and the character it stands for.
    static let predefined: [(name: String, character: Character)] = [
        ("amp", "&"), ("lt", "<"), ("gt", ">"), ("quot", "\""), ("apos", "'"),
    ]

    /// The character the entity `name` (between `&` and `;`) stands for; nil when it is not one of the five.
    package static func character(named name: Substring) -> Character? {
        predefined.first { $0.name == name }?.character
    }

    /// `text` with each of the five characters written as its entity, for an attribute value or element text.
    package static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            if let entity = predefined.first(where: { $0.character == c }) {
                out += "&\(entity.name);"
            } else {
                out.append(c)
            }
        }
        return out
    }
}
