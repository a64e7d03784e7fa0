/// A view that remembers being sized to fit (a button pads its title then, as UIKit's does).
@MainActor
package protocol SizeToFitObserving: View {
    /// Called by ``View/sizeToFit()`` before it resizes the view.
    func willSizeToFit()
}
