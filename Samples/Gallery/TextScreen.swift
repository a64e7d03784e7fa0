import Foundation
import Tactile

/// Text input: fields of every kind, a multi-line text view, and the on-screen keyboard
/// (shown for finger input, or always with `TACTILE_KEYBOARD=onscreen`). The content moves
/// up above the keyboard (``KeyboardAvoidingView``).
@MainActor
final class TextScreen: GalleryScreen {
    let avoiding = KeyboardAvoidingView()

    override init(frame: Rect) {
        super.init(frame: frame)
        // The content slides up above the keyboard; clipped here, it slides under the
        // gallery's header line instead of over it.
        clipsToBounds = true
        stack.removeFromSuperview()
        let content = View()
        content.addSubview(stack)
        avoiding.contentView = content
        addSubview(avoiding)

        let name = TextField()
        name.placeholder = "Room name"
        name.clearButtonMode = .whileEditing
        name.autocapitalizationType = .words
        name.returnKeyType = .next
        name.maxLength = 24
        let echo = Label(text: "Name: –")
        name.addAction(for: .editingChanged) { _ in echo.text = "Name: \((name.text ?? "").isEmpty ? "–" : name.text ?? "")" }
        name.onReturn = { _ in _ = self.password.becomeFirstResponder(); return false }

        password.placeholder = "Wi-Fi password"
        password.isSecureTextEntry = true
        password.returnKeyType = .join

        let pin = TextField()
        pin.placeholder = "PIN (digits)"
        pin.keyboardType = .numberPad
        pin.maxLength = 6
        pin.shouldChangeCharacters = { _, _, s in s.allSatisfy(\.isNumber) }
        pin.returnKeyType = .done

        let notes = TextView()
        // Rich text as UITextView's: runs keep their attributes as you type among them.
        let note = NSMutableAttributedString(string: "Notes", attributes: [.font: Font.boldSystemFont(ofSize: 16)])
        note.append(NSAttributedString(string: " wrap and scroll with the caret; "))
        note.append(NSAttributedString(string: "typing", attributes: [.font: Font.italicSystemFont(ofSize: 16)]))
        note.append(NSAttributedString(string: " takes the attributes before it.\nTap to place the caret; "))
        note.append(NSAttributedString(string: "double-tap", attributes: [.underlineStyle: UnderlineStyle.single.rawValue]))
        note.append(NSAttributedString(string: " selects a word."))
        notes.attributedText = note
        notes.cornerRadius = 6
        notes.backgroundColor = .systemBackground  // TextView's default white stays white in dark mode
        notes.accessibilityLabel = "Notes"

        let bold = Label(text: "Bold system font")
        bold.font = Font.systemFont(ofSize: 18, weight: .bold)

        stack.spacing = 8
        stack.addArrangedSubview(card([name, echo, password, pin], spacing: 8))
        stack.addArrangedSubview(FixedHeight(notes, height: 110))
        stack.addArrangedSubview(row([bold, caption("Tab / Shift-Tab: next field. Ctrl-A/C/X/V/Z edit.")]))
        stack.addArrangedSubview(Spacer())
    }

    let password = TextField()

    override func layoutSubviews() {
        super.layoutSubviews()
        avoiding.frame = bounds
        stack.frame = bounds
    }
}

/// A view with a fixed height in a stack.
@MainActor
final class FixedHeight: View {
    let height: Float
    init(_ content: View, height: Float) {
        self.height = height
        super.init(frame: .zero)
        addSubview(content)
    }
    override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: height) }
    override func layoutSubviews() { subviews.first?.frame = bounds }
}
