extension ViewController {
    /// The root view as the kind a list or grid controller manages (`TableViewController`'s
    /// `tableView`, `CollectionViewController`'s `collectionView`). When an app replaced
    /// ``view`` with another kind, that is reported and a new one made by `make` takes its
    /// place, so the controller's own calls never meet the wrong type.
    func typedView<V: View>(describedAs name: String, make: () -> V) -> V {
        if let v = view as? V { return v }
        Diagnostics.report("\(type(of: self)).view is not a \(V.self); a new \(name) stands in")
        let v = make()
        view = v
        return v
    }
}
