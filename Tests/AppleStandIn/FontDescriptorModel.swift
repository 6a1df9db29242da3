import Foundation

// The stand-ins' font descriptors (UIKit's UIFontDescriptor, AppKit's NSFontDescriptor) are one
// model: an attribute dictionary whose values come back as Objective-C's do, and whose trait
// dictionary merges key by key. One file, compiled into both stand-ins (Tests/AppKitStandIn
// symlinks it), generic over each framework's own AttributeName and TraitKey.

/// The dictionary model behind both stand-ins' font descriptors.
enum FontDescriptorModel {
    /// Attributes as they come back out of the frameworks' Objective-C dictionaries: numbers as
    /// `NSNumber` (what `as? NSNumber` in the Apple layer relies on), trait dictionaries with theirs bridged.
    static func bridged<Name: Hashable, Trait: Hashable>(_ attributes: [Name: Any], traits: Trait.Type) -> [Name: Any] {
        attributes.mapValues { bridged($0, traits: traits) }
    }

    /// One value as it comes back out of an Objective-C dictionary.
    static func bridged<Trait: Hashable>(_ value: Any, traits: Trait.Type) -> Any {
        switch value {
        case let number as CGFloat: NSNumber(value: Double(number))
        case let number as Double: NSNumber(value: number)
        case let number as UInt32: NSNumber(value: number)
        case let number as Int: NSNumber(value: number)
        case let dictionary as [Trait: Any]: dictionary.mapValues { bridged($0, traits: traits) }
        default: value
        }
    }

    /// `attributes` added to `old`: the new ones win, except the trait dictionary, which merges key by key.
    static func adding<Name: Hashable, Trait: Hashable>(_ attributes: [Name: Any], to old: [Name: Any], traits: Name,
                                                        traitKey: Trait.Type) -> [Name: Any] {
        var merged = old
        for (name, value) in attributes {
            if name == traits, let oldTraits = merged[traits] as? [Trait: Any], let newTraits = value as? [Trait: Any] {
                merged[name] = oldTraits.merging(newTraits) { $1 }
            } else {
                merged[name] = value
            }
        }
        return merged
    }

    /// The size attribute in points (0 when there is none).
    static func pointSize<Name: Hashable>(_ attributes: [Name: Any], size: Name) -> CGFloat {
        CGFloat((attributes[size] as? NSNumber)?.doubleValue ?? 0)
    }

    /// The symbolic-traits bits of the trait dictionary (0 when there are none).
    static func symbolicTraits<Name: Hashable, Trait: Hashable>(_ attributes: [Name: Any], traits: Name, symbolic: Trait) -> UInt32 {
        let dictionary = attributes[traits] as? [Trait: Any]
        return (dictionary?[symbolic] as? NSNumber)?.uint32Value ?? 0
    }
}
