/// UIKit, Core Graphics and Foundation names and the Tactile names they become.
enum TypeMap {
    /// Tactile types that are UIKit's without the `UI` prefix.
    static let unprefixed: Set<String> = [
        "TableViewController",
        "View", "Window", "Label", "Button", "ImageView", "Image", "Color", "Font", "Control", "Switch", "Slider",
        "SegmentedControl", "Stepper", "PageControl", "PickerView", "PickerViewDataSource", "PickerViewDelegate",
        "DatePicker", "ScrollView", "ScrollViewDelegate", "TableView", "TableViewCell", "TableViewDataSource",
        "TableViewDelegate", "StackView", "TextField", "TextView", "ViewController", "NavigationController",
        "NavigationBar", "NavigationItem", "TabBarController", "TabBar", "TabBarItem", "BarButtonItem", "Toolbar",
        "SearchBar", "SearchBarDelegate", "AlertController", "AlertAction", "ActivityIndicatorView", "ProgressView",
        "GestureRecognizer", "TapGestureRecognizer", "PanGestureRecognizer", "LongPressGestureRecognizer",
        "PinchGestureRecognizer", "RotationGestureRecognizer", "SwipeGestureRecognizer",
        "ScreenEdgePanGestureRecognizer", "Screen", "Application", "Responder", "Event", "Touch", "EdgeInsets",
        "Action", "ListContentConfiguration", "BackgroundConfiguration", "TraitCollection", "UserInterfaceStyle",
        "LayoutGuide", "RefreshControl", "AccessibilityElement", "AccessibilityTraits", "Accessibility",
        "ContentMode", "KeyboardType", "ReturnKeyType", "TextBorderStyle", "ControlEvents", "StyledButton",
        "Menu", "MenuElement", "ContextMenuInteraction", "ContextMenuInteractionDelegate", "ContextMenuConfiguration",
        "TextFieldDelegate", "TextViewDelegate", "TabBarControllerDelegate", "ContextualAction",
        "SwipeActionsConfiguration", "LayoutPriority", "SearchController", "SearchControllerDelegate", "SearchResultsUpdating",
        "GraphicsImageRenderer", "GraphicsImageRendererFormat", "GraphicsImageRendererContext",
        "GraphicsBeginImageContextWithOptions", "GraphicsBeginImageContext", "GraphicsGetImageFromCurrentImageContext",
        "GraphicsEndImageContext",
        "CollectionView", "CollectionViewCell", "CollectionReusableView", "CollectionViewLayout",
        "CollectionViewFlowLayout", "CollectionViewLayoutAttributes", "CollectionViewDataSource",
        "CollectionViewDelegate", "CollectionViewDelegateFlowLayout", "CollectionViewController",
        "CollectionViewDiffableDataSource",
    ]

    /// Names that change otherwise.
    static let renamed: [String: String] = [
        "CGFloat": "Float", "CGRect": "Rect", "CGPoint": "Point", "CGSize": "Size",
        "CGAffineTransform": "AffineTransform", "NSLayoutConstraint": "LayoutConstraint",
        "NSDirectionalEdgeInsets": "DirectionalEdgeInsets", "NSTextAlignment": "TextAlignment",
        "NSLineBreakMode": "LineBreakMode", "NSStringDrawingOptions": "StringDrawingOptions",
        "IndexPath": "ListIndexPath", "UIListContentConfiguration": "ListContentConfiguration",
        "UIBackgroundConfiguration": "Button.BackgroundConfiguration", "UIEdgeInsets": "EdgeInsets",
        "UIControl": "Control", "UIAction": "Action",
        "NSUnderlineStyle": "UnderlineStyle", "NSParagraphStyle": "ParagraphStyle",
        "NSMutableParagraphStyle": "MutableParagraphStyle", "NSTextAttachment": "TextAttachment",
        "NSTextStorage": "TextStorage",
        // Core Animation and the Core Graphics types its layers take.
        "CALayer": "Layer", "CAShapeLayer": "ShapeLayer", "CAGradientLayer": "GradientLayer",
        "CATextLayer": "TextLayer", "CAAnimation": "Animation", "CAPropertyAnimation": "PropertyAnimation",
        "CABasicAnimation": "BasicAnimation", "CAKeyframeAnimation": "KeyframeAnimation",
        "CASpringAnimation": "SpringAnimation", "CAAnimationGroup": "AnimationGroup",
        "CAAnimationDelegate": "AnimationDelegate", "CAMediaTimingFunction": "MediaTimingFunction",
        "CAMediaTimingFillMode": "FillMode", "CATransaction": "Transaction",
        "CACurrentMediaTime": "currentMediaTime", "CGColor": "Color", "CGPath": "BezierPath",
        "UIBezierPath": "BezierPath", "NSDiffableDataSourceSnapshot": "DiffableDataSourceSnapshot",
    ]

    /// The Tactile name for `name`, or `nil` when it stays.
    static func tactileName(for name: String) -> String? {
        if let r = renamed[name] { return r }
        // CATransform3D and its functions and constant: CATransform3DMakeRotation → Transform3DMakeRotation.
        if name.hasPrefix("CATransform3D") { return String(name.dropFirst(2)) }
        if name.hasPrefix("UI") {
            let rest = String(name.dropFirst(2))
            if unprefixed.contains(rest) { return rest }
        }
        return nil
    }

    /// Whether a name is a UIKit or Core Graphics/Animation type Tactile has no counterpart for.
    static func isUnported(_ name: String) -> Bool {
        guard name.count > 2, tactileName(for: name) == nil else { return false }
        let prefixes = ["UI", "CG", "CA"]
        guard let p = prefixes.first(where: { name.hasPrefix($0) }) else { return false }
        let next = name.dropFirst(p.count).first
        return next?.isUppercase ?? false
    }
}
