/// An empty, flexible view for a ``StackView``: it takes the room its siblings leave.
/// Several spacers share that room equally.
@MainActor
open class Spacer: View {
    /// The least length along the stack's axis.
    public var minLength: Float = 0 {
        didSet {
            let clean = minLength.isFinite ? max(0, minLength) : 0
            if clean != minLength { minLength = clean }
            if minLength != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// Creates a spacer at least `minLength` long.
    public init(minLength: Float = 0) {
        self.minLength = minLength.isFinite ? max(0, minLength) : 0
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// Creates a spacer with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}
