/// The state steps the continuous recognizers (pan, pinch, rotation, long press) share.
extension GestureRecognizer {
    /// A finger moved: a running gesture reports `.changed`; while the gesture is still
    /// `.possible`, `whilePossible` decides (begin at a threshold, fail on too much movement).
    func advanceOnMove(whilePossible: () -> Void) {
        switch state {
        case .possible: whilePossible()
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// One finger of a two-finger gesture (pinch, rotation) lifted: a running gesture ends
    /// after `recordFinal` (its last velocity sample); one held back by `require(toFail:)` ends
    /// too (it was recognised); one that never began forgets its fingers through `restart`, so
    /// the next pair starts over.
    func endTwoFingerGesture(recordFinal: () -> Void, restart: () -> Void) {
        switch state {
        case .began, .changed:
            recordFinal()
            state = .ended
        case .possible where isWaitingForRequirements:
            state = .ended
        case .possible:
            restart()
        default:
            break
        }
    }
}
