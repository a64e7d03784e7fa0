/// The accessibility elements of an immediate-mode ``UI``: each `ui.button` and `ui.label` of
/// the last frame, kept by widget id so an element keeps its identity (and the screen
/// reader's focus) from frame to frame.
@MainActor
struct ImmediateAccessibility {
    private var elements: [WidgetID: AccessibilityElement] = [:]
    private var current: [WidgetID] = []
    private var published: [WidgetID] = []

    mutating func beginFrame() { current.removeAll(keepingCapacity: true) }

    /// Records a widget drawn this frame (`frame` in the UI's coordinates).
    mutating func note(_ id: WidgetID, label: String, traits: AccessibilityTraits, frame: Rect) {
        guard !label.isEmpty, !frame.isEmpty else { return }
        let e: AccessibilityElement
        if let existing = elements[id] { e = existing } else { e = AccessibilityElement(); elements[id] = e }
        if e.accessibilityLabel != label { e.accessibilityLabel = label }
        e.accessibilityTraits = traits
        e.accessibilityFrameInContainerSpace = frame
        current.append(id)
    }

    mutating func endFrame() {
        swap(&current, &published)
        if elements.count > published.count {
            let kept = Set(published)
            elements = elements.filter { kept.contains($0.key) }
        }
    }

    /// The last frame's elements, in the order they were drawn, framed in `container`.
    func items(in container: View) -> [AccessibilityElement] {
        published.compactMap { id in
            let e = elements[id]
            e?.accessibilityContainer = container
            return e
        }
    }
}

/// An immediate-mode view is a container of its widgets' elements.
extension ImmediateView: AccessibilityDefaults {
    package var defaultIsAccessibilityElement: Bool { false }
    package var defaultAccessibilityElements: [any AccessibilityItem]? { ui.accessibility.items(in: self) }
}
