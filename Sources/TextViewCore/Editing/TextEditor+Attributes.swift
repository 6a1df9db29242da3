import Foundation

// Attribute edits through the editor, so the editor sees every change of its document (the
// document itself is read-only from outside). Ranges are made safe exactly as the document's own
// methods make them; the selections do not move.
extension TextEditor {
    /// Gives the text in `range` exactly `attributes`, like
    /// ``TextDocument/setAttributes(_:range:)``.
    ///
    /// - Parameters:
    ///   - attributes: The new attributes.
    ///   - range: Any range; made safe and snapped to scalars.
    /// - Complexity: O(log n + k) for k runs in the range, plus the touched paragraphs.
    public func setAttributes(_ attributes: TextAttributes, range: NSRange) {
        dispatch(.setAttributes(attributes, range: range))
    }

    /// Merges `attributes` into the text in `range` (set fields win), like
    /// ``TextDocument/addAttributes(_:range:)``.
    ///
    /// - Parameters:
    ///   - attributes: The fields to set.
    ///   - range: Any range; made safe and snapped to scalars.
    /// - Complexity: O(log n + k) for k runs in the range, plus the touched paragraphs.
    public func addAttributes(_ attributes: TextAttributes, range: NSRange) {
        dispatch(.addAttributes(attributes, range: range))
    }

    /// Removes one attribute from the text in `range`, like
    /// ``TextDocument/removeAttribute(_:range:)``.
    ///
    /// - Parameters:
    ///   - key: The attribute to remove.
    ///   - range: Any range; made safe and snapped to scalars.
    /// - Complexity: O(log n + k) for k runs in the range, plus the touched paragraphs.
    public func removeAttribute(_ key: TextAttributes.Key, range: NSRange) {
        dispatch(.removeAttribute(key, range: range))
    }

    /// Gives every paragraph that `range` touches the paragraph style `style`, like
    /// ``TextDocument/setParagraphStyle(_:forParagraphsIn:)``.
    ///
    /// - Parameters:
    ///   - style: The new paragraph style; nil removes it.
    ///   - range: Any range; a caret means its paragraph.
    /// - Complexity: O(log n + k) for k runs in those paragraphs.
    ///
    /// The empty paragraph after a final line break (or an empty document) has no character to
    /// hold a style: a caret there, when it is the primary selection, keeps `style` in the typing
    /// attributes instead (NSTextView's rule), so the text typed there starts a paragraph with it.
    public func setParagraphStyle(_ style: ParagraphStyle?, forParagraphsIn range: NSRange) {
        dispatch(.setParagraphStyle(style, range: range))
    }

    /// The body of the attribute commands (``EditorCommand/setAttributes(_:range:)`` and the
    /// rest of the family), run now.
    func runAttributeCommand(_ command: EditorCommand) {
        switch command {
        case .setAttributes(let attributes, let range):
            applyAttributeChange { $0.setAttributes(attributes, range: range, inverse: &$1) }
        case .addAttributes(let attributes, let range):
            applyAttributeChange { $0.transformAttributes(in: range, inverse: &$1) { $0.merging(attributes) } }
        case .removeAttribute(let key, let range):
            applyAttributeChange { $0.transformAttributes(in: range, inverse: &$1) { $0.removing(key) } }
        case .setParagraphStyle(let style, let range):
            setParagraphStyle(style, in: range)
        case .toggle(let toggle):
            switch toggle {
            case .bold: runToggle(.bold)
            case .italic: runToggle(.italic)
            case .underline: runToggle(.underline)
            }
        default:
            preconditionFailure("not an attribute command: \(command)")
        }
    }

    /// The body of ``setParagraphStyle(_:forParagraphsIn:)``, run now.
    private func setParagraphStyle(_ style: ParagraphStyle?, in range: NSRange) {
        let atEmptyEnd = document.clampedRange(range, snapping: .scalar) == NSRange(location: document.length, length: 0)
            && document.paragraphRange(containing: document.length).length == 0
            && selectedRange == NSRange(location: document.length, length: 0)
        applyAttributeChange { $0.setParagraphStyle(style, forParagraphsIn: range, inverse: &$1) }
        if atEmptyEnd {
            var attributes = typingAttributes
            attributes.paragraphStyle = style
            typingAttributes = attributes
        }
    }
}
