import Tactile

/// What the iOS `SceneDelegate` did: a tab bar controller with the photo grid and the review
/// form, each in a navigation controller, and the onboarding pages.
@MainActor
enum Ported2App {
    static func makeRoot() -> ViewController {
        let photos = NavigationController(rootViewController: PhotoGridViewController())
        photos.tabBarItem = TabBarItem(title: "Photos", image: Image(systemName: "photo.on.rectangle"), tag: 0)
        let review = NavigationController(rootViewController: ReviewFormViewController())
        review.tabBarItem = TabBarItem(title: "Review", image: Image(systemName: "star"), tag: 1)
        let welcome = OnboardingViewController()
        welcome.tabBarItem = TabBarItem(title: "Welcome", image: Image(systemName: "house"), tag: 2)
        let tabs = TabBarController()
        tabs.viewControllers = [photos, review, welcome]
        return tabs
    }
}
