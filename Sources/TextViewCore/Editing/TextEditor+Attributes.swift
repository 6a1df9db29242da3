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
        perform((attributes, range)) { $0.setAttributesNow($1.0, range: $1.1) }
    }

    /// The body of ``setAttributes(_:range:)``, run now (routed by ``perform(_:_:)``).
    func setAttributesNow(_ attributes: TextAttributes, range: NSRange) {
        applyAttributeChange { $0.setAttributes(attributes, range: range, inverse: &$1) }
    }

    /// Merges `attributes` into the text in `range` (set fields win), like
    /// ``TextDocument/addAttributes(_:range:)``.
    ///
    /// - Parameters:
    ///   - attributes: The fields to set.
    ///   - range: Any range; made safe and snapped to scalars.
    /// - Complexity: O(log n + k) for k runs in the range, plus the touched paragraphs.
    public func addAttributes(_ attributes: TextAttributes, range: NSRange) {
        perform((attributes, range)) { $0.addAttributesNow($1.0, range: $1.1) }
    }

    /// The body of ``addAttributes(_:range:)``, run now (routed by ``perform(_:_:)``).
    func addAttributesNow(_ attributes: TextAttributes, range: NSRange) {
        applyAttributeChange { $0.transformAttributes(in: range, inverse: &$1) { $0.merging(attributes) } }
    }

    /// Removes one attribute from the text in `range`, like
    /// ``TextDocument/removeAttribute(_:range:)``.
    ///
    /// - Parameters:
    ///   - key: The attribute to remove.
    ///   - range: Any range; made safe and snapped to scalars.
    /// - Complexity: O(log n + k) for k runs in the range, plus the touched paragraphs.
    public func removeAttribute(_ key: TextAttributes.Key, range: NSRange) {
        perform((key, range)) { $0.removeAttributeNow($1.0, range: $1.1) }
    }

    /// The body of ``removeAttribute(_:range:)``, run now (routed by ``perform(_:_:)``).
    func removeAttributeNow(_ key: TextAttributes.Key, range: NSRange) {
        applyAttributeChange { $0.transformAttributes(in: range, inverse: &$1) { $0.removing(key) } }
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
        perform((style, range)) { $0.setParagraphStyleNow($1.0, forParagraphsIn: $1.1) }
    }

    /// The body of ``setParagraphStyle(_:forParagraphsIn:)``, run now (routed by ``perform(_:_:)``).
    func setParagraphStyleNow(_ style: ParagraphStyle?, forParagraphsIn range: NSRange) {
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
