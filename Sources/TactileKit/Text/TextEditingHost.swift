/// What a view that edits text gives its ``TextEditingController``: its rules (one line or
/// many, the length limit, whether the app accepts an edit), its geometry (where a point or
/// a line is) and the places it reacts (layout after an edit, the app's callbacks).
/// ``TextField`` and ``TextView`` are the two hosts.
@MainActor
protocol TextEditingHost: View {
    /// The controller that owns the host's editing.
    var editor: TextEditingController { get }
    /// One line: typed line breaks are the Return key and pasted ones become spaces.
    var isSingleLine: Bool { get }
    /// Whether user edits may change the text now.
    var isEditingAllowed: Bool { get }
    /// The most clusters an edit may leave.
    var editLengthLimit: Int { get }
    /// Whether the text may be copied out (a secure field refuses).
    var allowsCopying: Bool { get }
    /// The caret's rectangle in the host's coordinates.
    var caretRect: Rect { get }

    /// Asked before a user edit of `range` with `string` (already cut and cleaned).
    func editorShouldReplace(_ range: Range<Int>, with string: String) -> Bool
    /// The text changed (`change` nil: all of it): lay it out again.
    func editorTextDidChange(_ change: TextEditBuffer.Change?)
    /// A user edit happened: tell the app.
    func editorDidEdit()
    /// The composition changed.
    func editorMarkedTextDidChange()
    /// The caret or the selection moved: keep the caret in view.
    func editorCaretDidMove()
    /// Return in a one-line host.
    func editorReturnKey()
    /// Whether the app lets editing begin (`true`) or end now (the delegate's `…ShouldBeginEditing`
    /// and `…ShouldEndEditing`).
    func editorShouldChangeEditing(begin: Bool) -> Bool
    /// The host became (`true`) or stopped being first responder: tell the app.
    func editorEditingDidChange(began: Bool)
    /// The cluster boundary nearest `point` (host coordinates).
    func offset(at point: Point) -> Int
    /// The clusters of the line holding `offset` (Home and End go to its ends).
    func editorLine(containing offset: Int) -> Range<Int>
    /// Where the caret goes `lines` lines up (negative) or down from `offset`, keeping the
    /// column `x` (nil: the caret's own); returns the offset and the column kept.
    func editorOffset(movingLines lines: Int, from offset: Int, x: Float?) -> (offset: Int, x: Float?)
    /// The selection handle under `point`, if any.
    func editorSelectionHandle(at point: Point) -> TextEditingController.Drag?
    /// The point whose offset a handle dragged to `point` marks.
    func editorHandleAim(_ point: Point, start: Bool) -> Point
}

extension TextEditingHost {
    var isSingleLine: Bool { false }
    var allowsCopying: Bool { true }
    func editorShouldReplace(_ range: Range<Int>, with string: String) -> Bool { true }
    func editorReturnKey() {}
    func editorHandleAim(_ point: Point, start: Bool) -> Point { point }
    func editorLine(containing offset: Int) -> Range<Int> { 0..<editor.buffer.count }
    func editorOffset(movingLines lines: Int, from offset: Int, x: Float?) -> (offset: Int, x: Float?) {
        (lines < 0 ? 0 : editor.buffer.count, nil)
    }
}
