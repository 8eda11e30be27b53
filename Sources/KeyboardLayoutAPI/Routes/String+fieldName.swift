extension String {
    /// Whether two HTTP field names are the same: they compare case-insensitively (RFC 9110, 5.1) and are
    /// ASCII tokens, so byte by byte, without lowercased copies of both for every field of every request.
    func isSameFieldName(as other: String) -> Bool {
        var a = utf8.makeIterator()
        var b = other.utf8.makeIterator()
        while true {
            switch (a.next(), b.next()) {
            case (nil, nil): return true
            case (let x?, let y?):
                if x != y, x | 0x20 != y | 0x20 || !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains(x | 0x20) {
                    return false
                }
            default: return false
            }
        }
    }
}
