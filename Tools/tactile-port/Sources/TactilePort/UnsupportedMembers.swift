/// UIKit members Tactile does not have, with the reason and what to do instead. The tool
/// notes each use (`x.member`, `override var member`), so a port lists what it could not
/// carry over instead of leaving it to the compiler. Names are matched without type
/// information: a member of the app's own with the same name is noted too (the note says
/// "UIKit's").
enum UnsupportedMembers {
    static let reasons: [String: String] = [
        // Screens, bars, presentation
        "sheetPresentationController": "no sheet detents; present with modalPresentationStyle .pageSheet/.formSheet",
        "popoverPresentationController": "no popovers (touch kiosks have no pointer anchor); present as a sheet",
        "transitioningDelegate": "no custom presentation transitions",
        "hidesBarsOnSwipe": "bars do not hide on swipe",
        "hidesBottomBarWhenPushed": "the tab bar stays while a screen is pushed",
        "standardAppearance": "no UINavigationBarAppearance; set the bar's tintColor/titleColor or the theme",
        "scrollEdgeAppearance": "no UINavigationBarAppearance; the bar looks the same at the scroll edge",
        "compactAppearance": "no UINavigationBarAppearance",
        "isTranslucent": "bars are opaque",
        "titleTextAttributes": "set the bar's titleFont/titleColor",
        "largeTitleTextAttributes": "set the bar's largeTitleFont/titleColor",
        "backBarButtonItem": "set navigationItem.backButtonTitle or backButtonDisplayMode instead",
        "leftItemsSupplementBackButton": "left items always follow the back button",
        "titleView": "the bar shows a text title only",
        "preferredStatusBarStyle": "no status bar on a kiosk display",
        "prefersStatusBarHidden": "no status bar on a kiosk display",
        "setNeedsStatusBarAppearanceUpdate": "no status bar on a kiosk display",
        "supportedInterfaceOrientations": "the display's rotation is set in tactile.json (DisplayConfiguration)",
        "definesPresentationContext": "presentations cover the whole window (no .currentContext style); drop the line",
        // Traits and screen
        "horizontalSizeClass": "no size classes; compare view.bounds.width",
        "verticalSizeClass": "no size classes; compare view.bounds.height",
        "applicationIconBadgeNumber": "no home screen icon",
        // Scrolling and tables
        "contentInsetAdjustmentBehavior": "no safe-area content insets on scroll views (only contentInset)",
        "keyboardDismissMode": "the keyboard is dismissed by resigning the field (or tapping elsewhere)",
        "scrollIndicatorInsets": "indicators follow contentInset",
        "verticalScrollIndicatorInsets": "indicators follow contentInset",
        "estimatedRowHeight": "rows measure themselves (rowHeight = TableView.automaticDimension); drop the line",
        "sectionHeaderTopPadding": "section headers have no extra top padding; drop the line",
        "separatorInset": "separators are inset as iOS's default",
        "separatorStyle": "separators are always drawn",
        "tableHeaderView": "no table header view; put the view above the table in a stack",
        "tableFooterView": "no table footer view; put the view below the table (an empty footer to hide separators is not needed)",
        "prefetchDataSource": "no prefetching (cells are cheap); drop it",
        "dragDelegate": "no drag and drop",
        "dropDelegate": "no drag and drop",
        "allowsSelectionDuringEditing": "rows are not selectable while editing",
        "beginUpdates": "use performBatchUpdates(_:completion:)",
        "endUpdates": "use performBatchUpdates(_:completion:)",
        "reconfigureRows": "use reloadRows(at:with:)",
        "dequeueReusableHeaderFooterView": "section headers are titles (titleForHeaderInSection)",
        // Views, labels, text
        "snapshotView": "no view snapshots; draw the view again",
        "redraw": "views have no contentMode: every Tactile view is drawn again at each size, which is what .redraw asks; drop the line",
        "drawHierarchy": "no drawing into an image context; use Harness or the window's captured frame in tests",
        "preferredMaxLayoutWidth": "labels wrap to the width they get; drop the line",
        "adjustsFontSizeToFitWidth": "labels do not shrink text to fit; choose the font size",
        "minimumScaleFactor": "labels do not shrink text to fit",
        "tintAdjustmentMode": "tints are not dimmed under a presented screen",
        "readableContentGuide": "no readable-width guide; use layoutMarginsGuide",
        "insetsLayoutMarginsFromSafeArea": "margins are not inset from the safe area",
        "preservesSuperviewLayoutMargins": "margins are the view's own",
        "inputAccessoryView": "no bar above the on-screen keyboard",
        "inputView": "no custom keyboards; the on-screen Keyboard takes its layout from KeyboardLayout",
        "dataDetectorTypes": "no data detectors in text views",
        "attributedPlaceholder": "set placeholder and placeholderColor",
        "leftView": "no accessory views inside text fields; put the view beside the field in a stack",
        "rightView": "no accessory views inside text fields; put the view beside the field in a stack",
        "leftViewMode": "no accessory views inside text fields",
        "rightViewMode": "no accessory views inside text fields",
        "clearsOnBeginEditing": "fields keep their text when editing begins",
        "textContentType": "no AutoFill on Linux; drop the line",
        "spellCheckingType": "no spell checking",
        "autocorrectionType": "no autocorrection",
        "smartQuotesType": "no smart punctuation",
        "enablesReturnKeyAutomatically": "the Return key is always enabled",
        "adjustsImageWhenHighlighted": "use Button.Configuration or the highlighted state's colours",
        "setBackgroundImage": "use setBackgroundColor(_:for:) or Button.Configuration.background",
    ]

    /// The note for `name`, or nil when Tactile has it.
    static func note(_ name: String) -> String? {
        reasons[name].map { "UIKit's .\(name) has no Tactile counterpart: \($0)" }
    }
}
