import Testing
@testable import TactilePort

@Suite struct PortTests {
    static let screen = """
    import UIKit

    class LoginViewController: UIViewController {
        @IBOutlet var nameField: UITextField!
        let button = UIButton(type: .system)
        let slider = UISlider()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor.systemBackground
            button.titleLabel?.font = UIFont.systemFont(ofSize: 17)
            button.addTarget(self, action: #selector(submit), for: .touchUpInside)
            slider.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
            let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            let renderer = UIGraphicsImageRenderer(size: frame.size)
            _ = renderer
        }

        @objc func submit() {}
        @objc func changed(_ sender: UISlider) {}
        @objc private func add() {}

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }
    """

    @Test func aUIKitScreenPortsAndTheRestIsListed() {
        let r = port(Self.screen, fileName: "Login.swift")
        let s = r.source
        #expect(s.hasPrefix("import Foundation\nimport Tactile\n"))
        #expect(s.contains("class LoginViewController: ViewController {"))
        #expect(s.contains("    var nameField: TextField!"))
        #expect(s.contains("view.backgroundColor = Color.systemBackground"))
        #expect(s.contains("button.titleLabel.font = Font.systemFont(ofSize: 17)"))
        #expect(s.contains("button.addAction(for: .touchUpInside) { [unowned self] _ in self.submit() }"))
        #expect(s.contains("slider.addAction(for: .valueChanged) { [unowned self] sender in self.changed(sender) }"))
        #expect(s.contains("BarButtonItem(barButtonSystemItem: .add, target: self, action: { $0.add })"))
        #expect(s.contains("let frame = Rect(x: 0"))
        #expect(s.contains("\n    func submit() {}"))
        #expect(s.contains("\n    func changed(_ sender: Slider) {}"))
        #expect(s.contains("\n    private func add() {}"))
        #expect(!s.contains("coder"))
        #expect(!s.contains("@objc") && !s.contains("@IBOutlet"))
        #expect(s.contains("let renderer = GraphicsImageRenderer(size: frame.size)"))
        #expect(!r.notes.contains { $0.contains("UIGraphicsImageRenderer") }, "Tactile has it")
        #expect(!r.notes.contains { $0.contains("#selector") }, "{ $0.add } compiles on Swift 6.0 too")
        #expect(s.contains("let button = Button(type: .system)"))
        #expect(!r.notes.contains { $0.contains("UIButton(type:)") }, "Tactile has it")
    }

    @Test func aCollectionViewScreenPorts() {
        let text = """
        import UIKit

        final class PhotoCell: UICollectionViewCell {
            override init(frame: CGRect) {
                super.init(frame: frame)
            }
        }

        final class GridViewController: UICollectionViewController {
            var dataSource: UICollectionViewDiffableDataSource<Int, String>!
            init() {
                super.init(collectionViewLayout: UICollectionViewFlowLayout())
            }
            func apply() {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                dataSource.apply(snapshot)
            }
        }

        final class DetailViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
            }
            override init(frame: CGRect) {}
        }
        """
        let r = port(text, fileName: "Grid.swift")
        let s = r.source
        #expect(s.contains("final class PhotoCell: CollectionViewCell {\n    required init(frame: Rect) {"))
        #expect(s.contains("final class GridViewController: CollectionViewController {"))
        #expect(s.contains("var dataSource: CollectionViewDiffableDataSource<Int, String>!"))
        #expect(s.contains("super.init(collectionViewLayout: CollectionViewFlowLayout())"))
        #expect(s.contains("var snapshot = DiffableDataSourceSnapshot<Int, String>()"))
        #expect(s.contains("        super.init()\n"))
        #expect(s.contains("    override init(frame: Rect) {}"), "only cells' init(frame:) is required")
        #expect(r.notes.isEmpty, "\(r.notes)")
    }

    @Test func membersWithoutCounterpartAreNotedAssignedBareOrAsValues() {
        let text = "import UIKit\nclass A: UIViewController {\n    override func viewDidLoad() {\n        definesPresentationContext = true\n"
            + "        view.contentMode = .redraw\n        let definesPresentationContext = 1\n        print(definesPresentationContext)\n    }\n}\n"
        let r = port(text, fileName: "A.swift")
        #expect(r.notes.contains { $0.hasPrefix("A.swift:4:") && $0.contains("definesPresentationContext") })
        #expect(r.notes.contains { $0.hasPrefix("A.swift:5:") && $0.contains(".redraw") })
        #expect(r.notes.count == 2, "a local of the same name read is not noted: \(r.notes)")
    }

    @Test func aNibNamedInInitIsNoted() {
        let r = port("import UIKit\nclass A: UIViewController {\n    init() { super.init(nibName: \"A\", bundle: nil) }\n}\n", fileName: "A.swift")
        #expect(r.source.contains("super.init(nibName: \"A\", bundle: nil)"))
        #expect(r.notes.contains { $0.hasPrefix("A.swift:3:") && $0.contains("no nibs") })
    }

    @Test func aBarItemActionWhoseSenderIsAButtonIsNoted() {
        let text = """
        import UIKit
        final class List: UIViewController {
            func setUp() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(image: nil, style: .plain, target: self, action: #selector(compose))
                navigationItem.leftBarButtonItem = UIBarButtonItem(image: nil, style: .plain, target: self, action: #selector(edit(_:)))
            }
            @objc func compose(_ sender: UIButton) {}
            @objc func edit(_ sender: UIBarButtonItem) {}
        }
        """
        let r = port(text, fileName: "List.swift")
        #expect(r.notes.contains { $0.hasPrefix("List.swift:4: compose(_:) declares its sender as UIButton") && $0.contains("BarButtonItem") })
        #expect(!r.notes.contains { $0.contains("edit(_:)") })
        #expect(r.source.contains("action: { $0.compose })"))
        #expect(port("let p = UILayoutPriority(999)\n").source.contains("LayoutPriority(999)"))
    }

    @Test func plainSwiftIsLeftAlone() {
        let text = "struct A { var x: Int = 1 }\nlet y = [1, 2].map { $0 + 1 }\n"
        let r = port(text)
        #expect(r.source == text && r.notes.isEmpty)
    }
}

@Suite struct PortMenuAndTextTests {
    @Test func menusAndAttributedTextNamesPort() {
        let source = """
        import UIKit

        func build(_ label: UILabel, _ view: UIView) {
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            label.attributedText = NSAttributedString(string: "x", attributes: [.paragraphStyle: style,
                .underlineStyle: NSUnderlineStyle.single.rawValue])
            let menu = UIMenu(title: "", children: [UIAction(title: "Copy") { _ in }])
            let config = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
            _ = config
        }
        """
        let s = port(source, fileName: "Menu.swift").source
        #expect(s.contains("let style = MutableParagraphStyle()"))
        #expect(s.contains("UnderlineStyle.single.rawValue"))
        #expect(s.contains("NSAttributedString(string:"), "Foundation's type stays")
        #expect(s.contains("let menu = Menu(title: \"\", children: [Action(title: \"Copy\")"))
        #expect(s.contains("ContextMenuConfiguration(identifier: nil"))
    }
}

@Suite struct PortCoreAnimationTests {
    @Test func coreAnimationNamesPort() {
        let source = """
        import UIKit

        func flip(_ view: UIView) {
            let face = CALayer()
            face.backgroundColor = UIColor.red.cgColor
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 500
            view.layer.sublayerTransform = t
            face.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            let turn = CABasicAnimation(keyPath: "transform.rotation.y")
            turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            turn.beginTime = CACurrentMediaTime() + 0.1
            face.add(turn, forKey: "flip")
            let ring = CAShapeLayer()
            ring.path = UIBezierPath(ovalIn: view.bounds).cgPath
            view.layer.addSublayer(face)
        }
        """
        let r = port(source, fileName: "Flip.swift")
        #expect(r.source.contains("let face = Layer()"))
        #expect(r.source.contains("var t = Transform3DIdentity"))
        #expect(r.source.contains("face.transform = Transform3DMakeRotation(.pi, 0, 1, 0)"))
        #expect(r.source.contains("BasicAnimation(keyPath:") && r.source.contains("MediaTimingFunction(name:"))
        #expect(r.source.contains("currentMediaTime() + 0.1") && r.source.contains("ShapeLayer()"))
        #expect(r.source.contains("BezierPath(ovalIn: view.bounds).cgPath") && r.notes.isEmpty, "\(r.notes)")
    }
}

@Suite struct NotificationPortTests {
    @Test func selectorObserversBecomeBlockObservers() {
        let source = """
        import UIKit
        final class Form: UIViewController {
            override func viewDidLoad() {
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .refresh, object: nil)
            }
            @objc private func keyboardWillShow(_ note: Notification) {}
            @objc private func refresh() {}
        }
        """
        let out = port(source).source
        #expect(out.contains("_ = NotificationCenter.default.addObserver(forName: Responder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in nonisolated(unsafe) let note = note; MainActor.assumeIsolated { self?.keyboardWillShow(note) } }"))
        #expect(out.contains("_ = NotificationCenter.default.addObserver(forName: .refresh, object: nil, queue: nil) { [weak self] _ in MainActor.assumeIsolated { self?.refresh() } }"))
        #expect(!out.contains("#selector"))
        #expect(!port(source).notes.contains { $0.contains("selector") })
    }

    @Test func otherAddObserverCallsStay() {
        let source = "center.addObserver(self, forKeyPath: \"x\", options: [], context: nil)\n"
        #expect(port(source).source == source)
    }
}

@Suite struct ImportPortTests {
    @Test func uikitImportBringsFoundation() {
        #expect(port("import UIKit\nlet a = 1\n").source == "import Foundation\nimport Tactile\nlet a = 1\n")
        #expect(port("import Foundation\nimport UIKit\n").source == "import Foundation\nimport Tactile\n")
        #expect(port("import Tactile\n").source == "import Tactile\n")
    }

    @Test func tableViewControllerKeepsItsName() {
        let out = port("final class S: UITableViewController {}\n")
        #expect(out.source == "final class S: TableViewController {}\n")
        #expect(out.notes.isEmpty)
    }
}

@Suite struct UnsupportedMemberTests {
    static let source = """
    import UIKit

    final class Feed: UIViewController {
        let table = UITableView()
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

        override func viewDidLoad() {
            super.viewDidLoad()
            table.estimatedRowHeight = 60
            table.tableFooterView = UIView()
            navigationItem.titleView = nil
            navigationController?.navigationBar.prefersLargeTitles = true
            let icon = UIImage(systemName: "gear")
            let other = UIImage(systemName: "wand.and.stars")
            _ = (icon, other)
        }
    }
    """

    @Test func membersTactileLacksAreNotedWithTheReason() {
        let r = port(Self.source, fileName: "Feed.swift")
        let notes = r.notes.joined(separator: "\n")
        #expect(notes.contains("Feed.swift:5: UIKit's .preferredStatusBarStyle has no Tactile counterpart: no status bar on a kiosk display (remove the override)"))
        #expect(notes.contains("Feed.swift:9: UIKit's .estimatedRowHeight has no Tactile counterpart"))
        #expect(notes.contains("Feed.swift:10: UIKit's .tableFooterView"))
        #expect(notes.contains("Feed.swift:11: UIKit's .titleView"))
        #expect(!notes.contains("Feed.swift:13:"), "gear is drawn by Tactile")
        #expect(notes.contains("Feed.swift:14: Image(systemName:) \"wand.and.stars\": not among Tactile's drawn symbols"))
        #expect(!notes.contains("prefersLargeTitles"), "Tactile has large titles")
        // The source itself is still rewritten as usual.
        #expect(r.source.contains("final class Feed: ViewController {"))
    }

    @Test func systemNamesInATernaryAreChecked() {
        let flag = "let a = UIImage(systemName: on ? \"moon\" : \"bell\")\nlet b = UIImage(systemName: on ? \"moon\" : \"sparkles\")\nlet c = UIImage(systemName: name)\n"
        let notes = port(flag, fileName: "T.swift").notes
        #expect(notes.count == 2)
        #expect(notes.contains { $0.hasPrefix("T.swift:2:") && $0.contains("\"sparkles\"") })
        #expect(notes.contains { $0.hasPrefix("T.swift:3:") && $0.contains("known at run time") })
    }

    @Test func everyReasonIsWritten() {
        for (name, reason) in UnsupportedMembers.reasons {
            #expect(!name.isEmpty && reason.count > 10, "\(name)")
        }
    }

    static let testIdioms = """
    import XCTest
    @testable import QuizApp

    var shared: [String] = []
    let fixed = 1

    class QuestionTests: XCTestCase {
        func test_select() {
            let tableView = UITableView()
            let ip = IndexPath(row: 0, section: 0)
            tableView.delegate?.tableView?(tableView, didSelectRowAt: ip)
            _ = tableView.dataSource?.numberOfSections?(in: tableView)
            _ = tableView.dataSource?.tableView(tableView, cellForRowAt: ip)
            collection.delegate?.collectionView?(collection, didSelectItemAt: ip)
            field.delegate?.textFieldShouldReturn?(field)
        }
    }
    """

    @Test func testIdiomsPort() {
        let s = port(Self.testIdioms, fileName: "QuestionTests.swift").source
        #expect(s.contains("@testable import QuizApp\nimport Tactile\n"), "names became Tactile's: the file imports it")
        #expect(s.contains("@MainActor\nclass QuestionTests: XCTestCase {"))
        #expect(s.contains("@MainActor var shared: [String] = []") && s.contains("\nlet fixed = 1"))
        #expect(s.contains("(tableView.delegate as? TableViewDelegate)?.tableView(tableView, didSelectRowAt: ip)"))
        #expect(s.contains("tableView.dataSource?.numberOfSections(in: tableView)"))
        #expect(s.contains("tableView.dataSource?.tableView(tableView, cellForRowAt: ip)"))
        #expect(s.contains("(collection.delegate as? CollectionViewDelegate)?.collectionView(collection, didSelectItemAt: ip)"))
        #expect(s.contains("field.delegate?.textFieldShouldReturn(field)"))
    }

    @Test func classBoundProtocolsOfUIKitFilesAreMainActor() {
        let s = port("import UIKit\n\nprotocol ListNotesDelegate: AnyObject {\n    func refresh()\n}\nprotocol Plain {}\n").source
        #expect(s.contains("@MainActor\nprotocol ListNotesDelegate: AnyObject {") && s.contains("\nprotocol Plain {}"))
        #expect(port("protocol P: AnyObject {}\n").source == "protocol P: AnyObject {}\n", "not a UIKit file")
    }

    @Test func mainActorIsAddedOnceWhateverTheDeclaration() {
        let s = port("import UIKit\n\n@MainActor protocol A: AnyObject {}\n@objc protocol B: class {}\nvar count = 0\n@MainActor var done = false\n").source
        #expect(s.contains("@MainActor protocol A: AnyObject {}"), "already isolated: left alone")
        #expect(s.contains("@MainActor\nprotocol B: class {}"))
        #expect(s.contains("@MainActor var count = 0") && !s.contains("@MainActor @MainActor"))
    }

    @Test func richTextNamesPort() {
        let src = """
        import UIKit

        class NoteCell: UITableViewCell {
            private lazy var titleLabel: UILabel = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
            }
            func attach(_ image: UIImage, to textView: UITextView) {
                let attachment = NSTextAttachment()
                attachment.image = image
                let storage: NSTextStorage = textView.textStorage
                storage.insert(NSAttributedString(attachment: attachment), at: textView.selectedRange.location)
            }
        }
        """
        let s = port(src).source
        #expect(s.contains("override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {"))
        #expect(s.contains("let attachment = TextAttachment()") && s.contains("let storage: TextStorage = textView.textStorage"))
        #expect(s.contains("private lazy var titleLabel: Label = Label()"))
    }
}
