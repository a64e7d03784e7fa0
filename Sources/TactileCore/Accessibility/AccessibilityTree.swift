/// The elements of a view tree in the screen reader's reading order, as VoiceOver builds
/// it: views that are elements (their subviews are not read), custom
/// ``View/accessibilityElements`` in their given order, hidden views and those with
/// ``View/accessibilityElementsHidden`` left out, only the front-most
/// ``View/accessibilityViewIsModal`` view among its siblings, and otherwise top to bottom,
/// leading to trailing (elements whose tops are above the middle of a row's first element
/// share its row); a ``View/shouldGroupAccessibilityChildren`` view's elements stay together.
@MainActor
public struct AccessibilityTree {
    /// The elements in reading order.
    public let nodes: [AccessibilityNode]

    /// Reads the tree under `root` (usually a window).
    public init(root: View) {
        nodes = AccessibilityTree.readingOrder(AccessibilityTree.blocks(of: root, tab: nil)).flatMap(\.nodes)
    }

    /// Reads the tree under `root`, then `items` (drawn elements above it, such as an
    /// engine's immediate-mode widgets), each placed by its frame.
    package init(root: View, appending items: [any AccessibilityItem]) {
        var blocks = AccessibilityTree.blocks(of: root, tab: nil)
        for e in items {
            let n = AccessibilityNode(item: e, role: nil, tabPosition: nil)
            blocks.append(Block(frame: n.frame, nodes: [n]))
        }
        nodes = AccessibilityTree.readingOrder(blocks).flatMap(\.nodes)
    }

    /// The tree as text, one element a line (the `.accessibility` snapshot).
    public var description: String { nodes.map(\.line).joined(separator: "\n") + "\n" }

    /// The index of the node for `item`, if it is in the tree.
    public func index(of item: any AccessibilityItem) -> Int? {
        nodes.firstIndex { $0.item === item }
    }

    /// The front-most node whose frame contains `point` (window coordinates).
    public func node(at point: Point) -> AccessibilityNode? {
        // Later in reading order is not "in front"; the smallest containing frame wins
        // (a cell's button over the cell).
        nodes.filter { $0.frame.contains(point) }.min { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }
    }

    /// Elements placed together, with the rectangle that orders them.
    struct Block {
        var frame: Rect
        var nodes: [AccessibilityNode]
        /// Laid out right to left: its row reads from the right.
        var rightToLeft = false
    }

    static func blocks(of view: View, tab: (index: Int, count: Int)?) -> [Block] {
        guard !view.isHidden, view.alpha >= 0.01 else { return [] }
        if view.isAccessibilityElement {
            let node = AccessibilityNode(item: view, role: view.accessibilityDefaults?.defaultAccessibilityRole, tabPosition: tab)
            return node.frame.width > 0 && node.frame.height > 0 ? [Block(frame: node.frame, nodes: [node], rightToLeft: view.isRightToLeft)] : []
        }
        if view.accessibilityElementsHidden { return [] }
        let isTabBar = view.accessibilityTraits.contains(.tabBar)
        if let items = view.accessibilityElements {
            var nodes: [AccessibilityNode] = []
            for item in items {
                if let v = item as? View { for b in blocks(of: v, tab: nil) { nodes += b.nodes }; continue }
                guard item.isAccessibilityElement else { continue }
                let n = AccessibilityNode(item: item, role: nil, tabPosition: nil)
                if n.frame.width > 0 && n.frame.height > 0 { nodes.append(n) }
            }
            return nodes.isEmpty ? [] : [Block(frame: view.convert(view.bounds, to: nil), nodes: nodes, rightToLeft: view.isRightToLeft)]
        }
        var subviews = view.subviews
        if let modal = subviews.last(where: { !$0.isHidden && $0.alpha >= 0.01 && $0.accessibilityViewIsModal }) {
            subviews = [modal]
        }
        var children: [Block] = []
        if isTabBar {
            let tabs = subviews.filter { !$0.isHidden && $0.isAccessibilityElement && $0.accessibilityTraits.contains(.button) }
                .sorted { $0.convert($0.bounds, to: nil).minX < $1.convert($1.bounds, to: nil).minX }
            for sub in subviews {
                let i = tabs.firstIndex { $0 === sub }
                children += blocks(of: sub, tab: i.map { ($0 + 1, tabs.count) })
            }
        } else {
            for sub in subviews { children += blocks(of: sub, tab: nil) }
        }
        guard view.shouldGroupAccessibilityChildren, !children.isEmpty else { return children }
        return [Block(frame: view.convert(view.bounds, to: nil), nodes: readingOrder(children).flatMap(\.nodes), rightToLeft: view.isRightToLeft)]
    }

    /// Sorts blocks top to bottom in rows, each row leading to trailing (right to left when
    /// the row's first block lays out right to left, as VoiceOver reads an Arabic screen).
    static func readingOrder(_ blocks: [Block]) -> [Block] {
        let byTop = blocks.enumerated().sorted { a, b in
            a.element.frame.minY != b.element.frame.minY ? a.element.frame.minY < b.element.frame.minY : a.offset < b.offset
        }.map(\.element)
        var out: [Block] = []
        var row: [Block] = []
        var rowMiddle = -Float.infinity
        func flush() {
            let rtl = row.first?.rightToLeft ?? false
            out += row.enumerated().sorted { a, b in
                if rtl && a.element.frame.maxX != b.element.frame.maxX { return a.element.frame.maxX > b.element.frame.maxX }
                return a.element.frame.minX != b.element.frame.minX ? a.element.frame.minX < b.element.frame.minX : a.offset < b.offset
            }.map(\.element)
            row.removeAll()
        }
        for b in byTop {
            if row.isEmpty || b.frame.minY >= rowMiddle {
                flush()
                rowMiddle = b.frame.midY
            }
            row.append(b)
        }
        flush()
        return out
    }
}
