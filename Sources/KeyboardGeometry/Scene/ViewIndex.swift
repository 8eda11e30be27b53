/// Where each view id first appears in a list of views: a scan of the ids for the usual few views (faster than
/// hashing each id, which profiling showed to be a twentieth of an adjust request), a hash table past
/// `scanLimit`.
public struct ViewIndex: Sendable {
    /// Up to this many views the ids are scanned.
    public static let scanLimit = 16

    /// The views themselves (shared with the caller's array, not copied: a list of their ids was an allocation
    /// a scene read).
    private let views: [SceneView]
    private let table: [String: Int]?

    /// The index of `views`' ids.
    public init(_ views: [SceneView]) {
        self.views = views
        if views.count <= Self.scanLimit {
            table = nil
        } else {
            var table: [String: Int] = Dictionary(minimumCapacity: views.count)
            for (i, view) in views.enumerated() where table[view.id] == nil { table[view.id] = i }
            self.table = table
        }
    }

    /// The position of the first view named `id`.
    public subscript(id: String) -> Int? {
        if let table { return table[id] }
        return views.firstIndex { $0.id == id }
    }
}
