extension Scene {
    /// Every view's frame in window coordinates, at rest or, given an adjustment of this scene, after it
    /// (moved and resized frames, new scroll offsets), in the scene's order. For pictures.
    public func windowFrames(after adjustment: Adjustment? = nil) throws(SceneError) -> [(id: String, frame: Rect)] {
        var views = self.views
        if let adjustment {
            for v in adjustment.views {
                guard let i = views.firstIndex(where: { $0.id == v.id }) else { continue }
                views[i].frame = v.frame
                if let offset = v.contentOffset { views[i].scroll?.contentOffset = offset }
            }
        }
        let tree = try ViewTree(views: views, window: window)
        return views.indices.map { (views[$0].id, tree.windowFrame($0)) }
    }
}
