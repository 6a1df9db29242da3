import Foundation
import Synchronization

/// The shared, copy-on-write storage of a ``TextAttributes`` value: its fields, and their hash
/// once computed.
///
/// `@unchecked Sendable`: a storage object is mutated only by `TextAttributes` after
/// `isKnownUniquelyReferenced`, so an object reachable from two values is never written.
final class TextAttributesStorage: @unchecked Sendable {
    /// Every field of ``TextAttributes``.
    struct Fields: Hashable, Sendable {
        var font: FontDescription?
        var foregroundColor: RGBAColor?
        var backgroundColor: RGBAColor?
        var underlineStyle: TextAttributes.LineStyle?
        var strikethroughStyle: TextAttributes.LineStyle?
        var kern: Double?
        var link: URL?
        var paragraphStyle: ParagraphStyle?
        var customValues: [String: TextAttributes.CustomValue] = [:]
    }

    /// The storage every empty value shares.
    static let empty = TextAttributesStorage(Fields())

    var fields: Fields
    /// The fields' hash once computed, 0 before (a real 0 is just recomputed); atomic, since
    /// values sharing this object may be hashed on several threads at once.
    private let hashCache = Atomic<Int>(0)

    init(_ fields: Fields) {
        self.fields = fields
    }

    /// Forgets the hash; called before every mutation.
    func invalidateHash() {
        hashCache.store(0, ordering: .relaxed)
    }

    var hashValue: Int {
        let cached = hashCache.load(ordering: .relaxed)
        if cached != 0 { return cached }
        let value = fields.hashValue
        hashCache.store(value, ordering: .relaxed)
        return value
    }
}
