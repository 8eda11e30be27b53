extension RandomAccessCollection where Index == Int {
    /// The first index whose element satisfies `belongs`, found by halving, or `endIndex` when none does. The
    /// collection must be partitioned by it: every element that does not satisfy it comes before every one that
    /// does (a sorted array and a threshold).
    func partitionPoint(where belongs: (Element) -> Bool) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let mid = (low + high) / 2
            if belongs(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
