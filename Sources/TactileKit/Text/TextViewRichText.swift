/// What a ``TextView`` keeps for attributed text: the clusters' attributes, what typed text
/// takes, and the lines' geometry (each line as tall as its tallest font or attachment,
/// placed by its paragraph's alignment), worked out again after an edit.
struct TextViewRichText {
    var store = TextAttributeStore()
    /// The attributes typed text takes (UIKit's `typingAttributes`).
    var typing = TextRunAttributes()
    /// Set while ``TextView/attributedText`` replaces the text: the store is already filled.
    var storeIsFilled = false
    /// Each line's top from the text's top (one more entry: the text's height); empty: stale.
    var tops: [Float] = []
    /// Each line's baseline from its top.
    var ascents: [Float] = []
    /// Each line's start from the left inset (its paragraph's alignment).
    var xs: [Float] = []
    /// The `NSTextStorage` stand-in handed out by ``TextView/textStorage`` (kept in step).
    var storage: TextStorage?

    mutating func invalidateGeometry() { tops.removeAll(keepingCapacity: true) }
}
