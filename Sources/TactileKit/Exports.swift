// The kit (controls, text, scrolling, view controllers, attributed text, menus) is its own
// target, TactileKit, on top of TactileCore (re-exported); it names nothing of the app layer.
@_exported import TactileCore
