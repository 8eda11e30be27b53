/// Where each view id first appears in a list of views: a scan of the ids for the usual few views (faster than
/// hashing each id, which profiling showed to be a twentieth of an adjust request), a hash table past
/// `scanLimit`.
public struct ViewIndex: Sendable {
    /// Up to this many views the ids are scanned.
    public static let scanLimit = 16

    private let ids: [String]
    private let table: [String: Int]?

    /// The index of `views`' ids.
    public init(_ views: [SceneView]) {
        ids = views.map(\.id)
        if ids.count <= Self.scanLimit {
            table = nil
        } else {
            var table: [String: Int] = Dictionary(minimumCapacity: ids.count)
            for (i, id) in ids.enumerated() where table[id] == nil { table[id] = i }
            self.table = table
        }
    }

    /// The position of the first view named `id`.
    public subscript(id: String) -> Int? {
        if let table { return table[id] }
        return ids.firstIndex(of: id)
    }
}
