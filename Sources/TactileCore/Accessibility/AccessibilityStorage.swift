/// The accessibility properties an app set on one view (a view without any keeps `nil`, so
/// the model costs one pointer per view). An unset (`nil`) value means "the default".
@MainActor
package final class AccessibilityStorage {
    var isElement: Bool?
    package var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits?
    var frame: Rect?
    var identifier: String?
    var elements: [any AccessibilityItem]?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var customActions: [AccessibilityCustomAction] = []
    /// Elements a standard view made for what it draws (keys), kept so their identities last.
    package var generatedElements: [AccessibilityElement] = []
    /// ``ContentSizeCategoryAdjusting/adjustsFontForContentSizeCategory``.
    package var adjustsFont = false
}
