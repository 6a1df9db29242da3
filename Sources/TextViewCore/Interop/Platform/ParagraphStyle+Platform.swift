// Alignment and writing direction, case for case with UIKit's and AppKit's enumerations (never by
// raw value: NSTextAlignment's raw values differ between the platforms).
#if TEXTVIEWCORE_APPLE_STANDIN
@testable import TextViewCore  // the AppleLayerTests target, against Tests/AppleStandIn's UIKit
import AppleStandIn
#elseif TEXTVIEWCORE_APPKIT_STANDIN
@testable import TextViewCore  // the AppKitLayerTests target, against Tests/AppKitStandIn's AppKit
import AppKitStandIn
#elseif canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

#if canImport(UIKit) || canImport(AppKit) || TEXTVIEWCORE_APPLE_STANDIN || TEXTVIEWCORE_APPKIT_STANDIN
extension ParagraphStyle.Alignment {
    /// The platform's alignment.
    var nsTextAlignment: NSTextAlignment {
        switch self {
        case .natural: .natural
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        }
    }

    /// Reads the platform's alignment (an unknown future case is natural).
    init(_ alignment: NSTextAlignment) {
        switch alignment {
        case .left: self = .left
        case .center: self = .center
        case .right: self = .right
        case .justified: self = .justified
        default: self = .natural
        }
    }
}

extension ParagraphStyle.WritingDirection {
    /// The platform's writing direction.
    var nsWritingDirection: NSWritingDirection {
        switch self {
        case .natural: .natural
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }

    /// Reads the platform's writing direction (an unknown future case is natural).
    init(_ direction: NSWritingDirection) {
        switch direction {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        default: self = .natural
        }
    }
}
#endif
