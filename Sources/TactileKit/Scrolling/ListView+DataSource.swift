extension ListView {
    /// Makes cells of `cellClass` for `identifier` in
    /// ``dequeueReusableCell(withIdentifier:for:)``, as `register(_:forCellReuseIdentifier:)`.
    public func register(_ cellClass: ListCell.Type, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// A cell for `identifier`: a recycled one, else a new one of the registered class (a
    /// plain ``ListCell`` when none is registered, reported once: UIKit raises there).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: ListIndexPath) -> TableViewCell {
        if let c = reusePool.dequeue(identifier) { return c }
        let cellClass: ListCell.Type
        if let registered = registeredCells[identifier] {
            cellClass = registered
        } else {
            cellClass = ListCell.self
            if !reportedIdentifiers.contains(identifier) {
                reportedIdentifiers.insert(identifier)
                Diagnostics.report("dequeueReusableCell(withIdentifier: \"\(identifier)\"): no class registered for it; a ListCell stands in")
            }
        }
        // As UIKit: a registered class is made with `init(style: .default, reuseIdentifier:)`
        // (its override, when it has one).
        ListCell.pendingConstruction = (.default, identifier, registeredCells[identifier] == nil)
        let cell = cellClass.init(frame: .zero)
        ListCell.pendingConstruction = nil
        cell.reuseIdentifier = identifier
        cellsCreated += 1
        return cell
    }

    /// Points the list's closures at `source` (or back to empty ones for `nil`).
    func installDataSource(_ source: TableViewDataSource?) {
        guard let source else {
            numberOfSections = { 1 }
            numberOfRows = { _ in 0 }
            titleForHeader = nil
            return
        }
        numberOfSections = { [weak self, weak source] in
            guard let self, let source else { return 0 }
            return source.numberOfSections(in: self)
        }
        numberOfRows = { [weak self, weak source] section in
            guard let self, let source else { return 0 }
            return source.tableView(self, numberOfRowsInSection: section)
        }
        titleForHeader = { [weak self, weak source] section in
            guard let self, let source else { return nil }
            return source.tableView(self, titleForHeaderInSection: section)
        }
    }

    /// The data source's cell for `ip`, with the list's bookkeeping.
    func cellFromDataSource(_ source: TableViewDataSource, for ip: ListIndexPath) -> ListCell {
        let cell = source.tableView(self, cellForRowAt: ip)
        if cell.reuseIdentifier.isEmpty { cell.reuseIdentifier = ListView.defaultReuseIdentifier }
        return cell
    }
}
