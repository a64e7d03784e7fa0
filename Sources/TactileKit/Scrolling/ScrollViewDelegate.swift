/// The delegate form of a ``ScrollView``'s callbacks, as `UIScrollViewDelegate`; every
/// method is optional (empty defaults). The closure properties of the scroll view
/// (``ScrollView/onScroll`` …) run before the delegate's methods.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (a drag, a deceleration, a bounce, code).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to scroll the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted after a drag with `velocity` (points per millisecond, as UIKit);
    /// `targetContentOffset` is where the content will come to rest: change it to make the
    /// deceleration end elsewhere.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point)
    /// The drag ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content came to rest after a drag's deceleration or bounce.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated ``ScrollView/setContentOffset(_:animated:)`` or
    /// ``ScrollView/scrollRectToVisible(_:animated:)`` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                          targetContentOffset: inout Point) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
