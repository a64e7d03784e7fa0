/// Buttons made by kind, as `UIButton(type:)`.
extension Button {
    /// The kinds of button ``init(type:)`` makes, as `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        /// No look of its own: a white title, as UIKit's.
        case custom
        /// The standard button: a tinted title that dims while pressed.
        case system
        /// An ⓘ button.
        case detailDisclosure
        /// An ⓘ button (the same drawing as ``detailDisclosure``).
        case infoLight
        /// An ⓘ button (the same drawing as ``detailDisclosure``).
        case infoDark
        /// A ＋ button.
        case contactAdd
        /// A close (✕) button.
        case close
    }

    /// Creates a button of `buttonType`, as `UIButton(type:)`: ``ButtonType/system`` is the
    /// same as `Button()`; the symbol kinds show Tactile's drawing of their symbol.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        switch buttonType {
        case .system: break
        case .custom: setTitleColor(.white, for: .normal)
        case .detailDisclosure, .infoLight, .infoDark: setImage(Image(systemName: "info.circle"), for: .normal)
        case .contactAdd: setImage(Image(systemName: "plus"), for: .normal)
        case .close: setImage(Image(systemName: "xmark"), for: .normal)
        }
    }
}
