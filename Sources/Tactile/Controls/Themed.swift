/// A property a theme may set and code may override: the value set in code wins; the
/// theme's value fills in when code set none; the fallback is the built-in default.
struct Themed<T: Equatable>: Equatable {
    var explicit: T?
    var themed: T?
    var fallback: T

    init(_ fallback: T) { self.fallback = fallback }

    var value: T { explicit ?? themed ?? fallback }
}
