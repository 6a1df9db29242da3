import Foundation

/// The movements of the semantics file, named as the editor names them.
enum ModelMovement: CaseIterable, CustomStringConvertible {
    case left, right, wordLeft, wordRight
    case beginningOfLine, endOfLine, beginningOfParagraph, endOfParagraph
    case beginningOfDocument, endOfDocument, up, down

    var description: String {
        switch self {
        case .left: "moveLeft"
        case .right: "moveRight"
        case .wordLeft: "moveWordLeft"
        case .wordRight: "moveWordRight"
        case .beginningOfLine: "moveToBeginningOfLine"
        case .endOfLine: "moveToEndOfLine"
        case .beginningOfParagraph: "moveToBeginningOfParagraph"
        case .endOfParagraph: "moveToEndOfParagraph"
        case .beginningOfDocument: "moveToBeginningOfDocument"
        case .endOfDocument: "moveToEndOfDocument"
        case .up: "moveUp"
        case .down: "moveDown"
        }
    }
}
