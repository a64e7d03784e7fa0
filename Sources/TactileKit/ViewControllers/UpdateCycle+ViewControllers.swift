extension UpdateCycle {
    /// The cycle a change of `controller` runs on: the one a change is running on now, else
    /// its window's, else ``current``.
    static func forChange(of controller: ViewController?) -> UpdateCycle {
        forChange(in: controller?.viewIfLoaded?.window)
    }
}
