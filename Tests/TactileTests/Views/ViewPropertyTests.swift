import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Every drawn view property goes through one path (`View.update`), which reads the
/// property's row in `ViewProperty`: who set it, whether it animates, what it repaints.
@MainActor
@Suite struct ViewPropertyTests {
    /// A 400x300 window with one 50x40 view at (100, 100); nothing dirty.
    private func scene() -> (Window, View) {
        let window = Window(size: Size(width: 400, height: 300))
        let view = View(frame: Rect(x: 100, y: 100, width: 50, height: 40))
        window.addSubview(view)
        window.layoutIfNeeded()
        _ = window.takeDirtyRect()
        return (window, view)
    }

    /// Sets each property to a new value and checks that the change repaints the view's area and
    /// nothing far from it, and that setting the same value again repaints nothing.
    @Test func everyPropertyRepaintsItsAreaOnceAndOnlyWhenItChanges() {
        let changes: [(ViewProperty, (View) -> Void)] = [
            (.backgroundColor, { $0.backgroundColor = .red }),
            (.alpha, { $0.alpha = 0.5 }),
            (.clipsToBounds, { $0.clipsToBounds = true }),
            (.cornerRadii, { $0.cornerRadius = 6 }),
            (.borderWidth, { $0.borderWidth = 2 }),
            (.borderColor, { $0.borderWidth = 2; $0.borderColor = .blue }),
            (.transform, { $0.transform = AffineTransform(scaleX: 1.2, y: 1.2) }),
            (.geometry, { $0.frame = Rect(x: 110, y: 100, width: 50, height: 40) }),
        ]
        #expect(changes.count == ViewProperty.allCases.count)
        for (property, change) in changes {
            let (window, view) = scene()
            change(view)
            let dirty = window.takeDirtyRect()
            #expect(!dirty.isEmpty, "\(property) repainted nothing")
            #expect(dirty.intersects(view.frame), "\(property) repainted \(dirty), not the view")
            #expect(dirty.width < 200 && dirty.height < 200, "\(property) repainted \(dirty): more than the view's area")
            change(view)
            #expect(window.takeDirtyRect().isEmpty, "\(property) set to the same value repainted")
        }
    }

    /// Cleaned values (a negative border, an alpha above 1) still repaint when the cleaned value
    /// differs from the old one; before the one path, the setters returned early after cleaning.
    @Test func cleanedValuesRepaintWhenTheyChangeWhatIsShown() {
        let (window, view) = scene()
        view.borderWidth = 5
        _ = window.takeDirtyRect()
        view.borderWidth = -1
        #expect(view.borderWidth == 0)
        #expect(!window.takeDirtyRect().isEmpty, "a border cleaned from 5 to 0 must repaint")
        view.alpha = 0.5
        _ = window.takeDirtyRect()
        view.alpha = 2
        #expect(view.alpha == 1)
        #expect(!window.takeDirtyRect().isEmpty, "an alpha cleaned from 0.5 to 1 must repaint")
        view.alpha = .nan
        #expect(view.alpha == 1)
        #expect(window.takeDirtyRect().isEmpty, "NaN cleans to the alpha it already had")
    }

    /// A transform change repaints what the view covers before and after, not the window.
    @Test func aTransformRepaintsTheOldAndNewCoveredAreas() {
        let (window, view) = scene()
        view.transform = AffineTransform(translationX: 200, y: 0)
        var areas: [Rect] = []
        _ = window.takeDirtyAreas { areas.append($0) }
        #expect(areas.count == 2)
        #expect(areas.contains { $0.contains(Point(x: 125, y: 120)) })
        #expect(areas.contains { $0.contains(Point(x: 325, y: 120)) })
        #expect(!areas.contains { $0.contains(Point(x: 225, y: 120)) }, "the area between them is not repainted")
    }

    /// Code beats theme for every themable property: a value set in code stays through theme
    /// changes, one the theme set goes back to the default when the next theme has none, and
    /// the change shows (repaints) when the theme is applied.
    @Test func codeBeatsThemeForEveryThemableProperty() throws {
        let themable = ViewProperty.allCases.filter(\.isThemable)
        #expect(themable.count == 6)
        #expect(!ViewProperty.geometry.isThemable && !ViewProperty.transform.isThemable)
        let themed = try Theme(json: """
        { "name": "t", "styles": { "themed": { "backgroundColor": "#FF0000", "cornerRadius": 7, "borderWidth": 3,
          "borderColor": "#00FF00", "alpha": 0.5, "clipsToBounds": true } } }
        """)
        let (window, view) = scene()
        let coded = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(coded)
        coded.backgroundColor = .blue
        coded.cornerRadius = 2
        coded.borderWidth = 1
        coded.borderColor = .blue
        coded.alpha = 1      // the default value, still code's
        coded.clipsToBounds = false
        view.styleName = "themed"
        coded.styleName = "themed"
        _ = window.takeDirtyRect()
        window.theme = themed
        #expect(view.backgroundColor == Color(r: 255, g: 0, b: 0) && view.cornerRadius == 7 && view.borderWidth == 3)
        #expect(view.borderColor == Color(r: 0, g: 255, b: 0) && view.alpha == 0.5 && view.clipsToBounds)
        #expect(window.takeDirtyRect().intersects(view.frame), "the theme's values repaint the view")
        #expect(coded.backgroundColor == .blue && coded.cornerRadius == 2 && coded.borderWidth == 1)
        #expect(coded.borderColor == .blue && coded.alpha == 1 && !coded.clipsToBounds)
        window.theme = .default
        #expect(view.backgroundColor == nil && view.cornerRadius == 0 && view.borderWidth == 0)
        #expect(view.borderColor == nil && view.alpha == 1 && !view.clipsToBounds)
        #expect(coded.backgroundColor == .blue && coded.cornerRadius == 2)
        // Code taking over the value the theme shows: same value, no repaint, but it stays.
        window.theme = themed
        view.alpha = 0.5
        window.theme = .default
        #expect(view.alpha == 0.5)
        #expect(view.backgroundColor == nil)
    }
}

/// A text view's default background follows light and dark, as its `label` text does
/// (it was a fixed white: light text on white in dark mode).
@MainActor
@Suite struct TextViewBackgroundTests {
    @Test func theDefaultBackgroundIsDarkInDarkMode() {
        let root = View()
        let tv = TextView(frame: Rect(x: 0, y: 0, width: 60, height: 40))
        root.addSubview(tv)
        let h = Harness(root: root, size: Size(width: 60, height: 40))
        #expect(h.render().pixel(x: 30, y: 30) == Color(r: 255, g: 255, b: 255))
        h.window.overrideUserInterfaceStyle = .dark
        #expect(h.render().pixel(x: 30, y: 30) == Color(r: 0, g: 0, b: 0))
    }
}
