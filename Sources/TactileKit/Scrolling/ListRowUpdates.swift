/// The bookkeeping of ``ListView``'s animated row updates: the batch being collected by
/// `performBatchUpdates` and the cells still fading away after a delete.
@MainActor
final class ListRowUpdates {
    /// Nesting depth of `performBatchUpdates` calls.
    var depth = 0
    /// Deleted rows (index paths before the update) and how they go.
    var deletes: [ListIndexPath: RowAnimation] = [:]
    /// Inserted rows (index paths after the update) and how they come.
    var inserts: [ListIndexPath: RowAnimation] = [:]
    /// Reloaded rows (index paths before the update).
    var reloads: [ListIndexPath: RowAnimation] = [:]
    /// Moved rows: index path before the update → index path after it.
    var moves: [ListIndexPath: ListIndexPath] = [:]
    /// Deleted sections (indices before the update) and how their rows go.
    var sectionDeletes: [Int: RowAnimation] = [:]
    /// Inserted sections (indices after the update) and how their rows come.
    var sectionInserts: [Int: RowAnimation] = [:]
    /// Reloaded sections (indices before the update).
    var sectionReloads: [Int: RowAnimation] = [:]
    /// The completions of the batch (nested batches add theirs).
    var completions: [(Bool) -> Void] = []
    /// The public method that collected the batch, for diagnostics.
    var caller = "performBatchUpdates"
    /// Cells no longer showing a row, animating away; recycled when their animation ends.
    var leavingCells: [ListCell] = []
    /// Set while the list applies an update or rebuilds its geometry: an update asked for
    /// then (from `configureRow`, say) waits for the next layout instead of re-entering.
    var isBusy = false
    /// An update collected while the list was busy, applied at its next layout.
    var isPending = false

    var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && moves.isEmpty
            && sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionReloads.isEmpty
    }

    func reset() {
        deletes.removeAll()
        inserts.removeAll()
        reloads.removeAll()
        moves.removeAll()
        sectionDeletes.removeAll()
        sectionInserts.removeAll()
        sectionReloads.removeAll()
        completions.removeAll()
        caller = "performBatchUpdates"
    }
}

/// Row tops and heights as of one layout, so that rows can start from where they were.
struct ListGeometrySnapshot {
    var sectionTops: [Float]
    var headerHeights: [Float]
    var rowTops: [[Float]]
    var rowHeight: Float
    /// An inset-grouped list's side margin.
    var inset: Float = 0

    func frame(of ip: ListIndexPath, width: Float) -> Rect? {
        frame(of: ip, in: width)?.insetBy(dx: inset, dy: 0)
    }

    private func frame(of ip: ListIndexPath, in width: Float) -> Rect? {
        guard headerHeights.indices.contains(ip.section), ip.row >= 0 else { return nil }
        let base = sectionTops[ip.section] + headerHeights[ip.section]
        if rowTops.indices.contains(ip.section) {
            let t = rowTops[ip.section]
            guard ip.row + 1 < t.count else { return nil }
            return Rect(x: 0, y: base + t[ip.row], width: width, height: t[ip.row + 1] - t[ip.row])
        }
        return Rect(x: 0, y: base + Float(ip.row) * rowHeight, width: width, height: rowHeight)
    }
}
