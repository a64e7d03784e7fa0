import Foundation
import Tactile

/// Three swipeable welcome pages with a page control and a Next button that springs into
/// "Get Started" on the last page.
final class OnboardingViewController: ViewController, ScrollViewDelegate {
    private struct Page {
        let symbol: String
        let title: String
        let text: String
    }

    private let pages = [
        Page(symbol: "photo", title: "Your photos", text: "Browse every shot in one grid."),
        Page(symbol: "heart.fill", title: "Favorites", text: "Touch and hold a photo to keep it."),
        Page(symbol: "star.fill", title: "Reviews", text: "Rate the places you visit."),
    ]
    private let scrollView = ScrollView()
    private let pageControl = PageControl()
    private let nextButton = Button(configuration: .filled())
    private var pagesView: View?  // PORT: (missing API) laid out by hand, see viewDidLayoutSubviews

    // PORT: (missing API) what contentLayoutGuide/frameLayoutGuide did: pages as wide as the
    // scroll view each, as tall as it, and the content size around them.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = scrollView.bounds.size
        pagesView?.frame = Rect(x: 0, y: 0, width: size.width * Float(pages.count), height: size.height)
        scrollView.contentSize = pagesView?.frame.size ?? .zero
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        view.backgroundColor = .systemBackground

        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)

        let content = StackView(arrangedSubviews: pages.map(makePageView))
        content.axis = .horizontal
        content.distribution = .fillEqually
        scrollView.addSubview(content)
        pagesView = content  // PORT: (missing API) kept for viewDidLayoutSubviews; sized at once (a
        content.frame = Rect(x: 0, y: 0, width: view.bounds.width * Float(pages.count), height: view.bounds.height)  // zero-wide page breaks its constraints)

        pageControl.numberOfPages = pages.count
        pageControl.currentPageIndicatorTintColor = .systemBlue
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.addAction(for: .valueChanged) { [unowned self] sender in self.pageTapped(sender) }
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pageControl)

        nextButton.configuration?.title = "Next"
        nextButton.configuration?.cornerStyle = .capsule
        nextButton.addAction(for: .touchUpInside) { [unowned self] _ in self.nextTapped() }
        nextButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nextButton)

        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: pageControl.topAnchor, constant: -12),

            // PORT: (missing API) ScrollView has no contentLayoutGuide/frameLayoutGuide: the six
            // constraints pinning the pages to them are replaced by viewDidLayoutSubviews below.

            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: nextButton.topAnchor, constant: -16),

            nextButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            nextButton.widthAnchor.constraint(equalToConstant: 220),
            nextButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
        ])
    }

    private func makePageView(_ page: Page) -> View {
        let image = ImageView(image: Image(systemName: page.symbol))
        image.contentMode = .scaleAspectFit
        image.tintColor = .systemBlue
        image.widthAnchor.constraint(equalToConstant: 96).isActive = true
        image.heightAnchor.constraint(equalToConstant: 96).isActive = true

        let title = Label()
        title.text = page.title
        title.font = .preferredFont(forTextStyle: .title1)

        let text = Label()
        text.text = page.text
        text.textColor = .secondaryLabel
        text.textAlignment = .center
        text.numberOfLines = 0

        let stack = StackView(arrangedSubviews: [image, title, text])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 80, leading: 32, bottom: 0, trailing: 32)
        return stack
    }

    // MARK: UIScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        let page = Int((scrollView.contentOffset.x / max(scrollView.bounds.width, 1)).rounded())
        guard page != pageControl.currentPage else { return }
        pageControl.currentPage = page
        updateButton()
    }

    private func pageTapped(_ sender: PageControl) {
        scroll(to: sender.currentPage)
    }

    private func nextTapped() {
        if pageControl.currentPage < pages.count - 1 {
            scroll(to: pageControl.currentPage + 1)
        } else {
            tabBarController?.selectedIndex = 0
        }
    }

    private func scroll(to page: Int) {
        scrollView.setContentOffset(Point(x: Float(page) * scrollView.bounds.width, y: 0), animated: true)
    }

    private func updateButton() {
        let isLast = pageControl.currentPage == pages.count - 1
        nextButton.configuration?.title = isLast ? "Get Started" : "Next"
        guard isLast else { return }
        nextButton.transform = AffineTransform(scaleX: 0.8, y: 0.8)
        View.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.8,
                       options: [.allowUserInteraction]) {
            self.nextButton.transform = .identity
        }
    }
}
