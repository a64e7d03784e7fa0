// swift-tools-version:6.0
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

// swift-snapshot-testing needs swift-custom-dump, whose manifest needs tools 6.1: with an older
// Swift (Debian trixie's 6.0.3) the package is left out, TactileTesting builds without
// `assertSnapshot`, and the snapshot tests are compiled out (`#if canImport(SnapshotTesting)`).
var packageDependencies: [Package.Dependency] = [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
]
var snapshotTesting: [Target.Dependency] = []
#if compiler(>=6.1)
packageDependencies.append(.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"))
snapshotTesting.append(.product(name: "SnapshotTesting", package: "swift-snapshot-testing"))
#endif

let package = Package(
    name: "Tactile",
    products: [
        .library(name: "Tactile", targets: ["Tactile"]),
        .library(name: "TactileTesting", targets: ["TactileTesting"]),
        .library(name: "TactileApp", targets: ["TactileApp"]),
        .library(name: "TactilePreviews", targets: ["TactilePreviews"]),
        .executable(name: "gallery", targets: ["Gallery"]),
        .executable(name: "tactile-bench", targets: ["Bench"]),
        .executable(name: "hello", targets: ["Hello"]),
        .executable(name: "tapgame", targets: ["TapGame"]),
        .executable(name: "kiosk", targets: ["Kiosk"]),
        .executable(name: "previews", targets: ["Previews"]),
        .executable(name: "ported", targets: ["Ported"]),
        .executable(name: "ported2", targets: ["Ported2"]),
    ],
    dependencies: packageDependencies,
    targets: [
        // SDL2, SDL2_ttf and SDL2_image (apt: libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev).
        // Only Platform/ and Rendering/ import it. The Makefile checks the libraries with
        // pkg-config before building; the manifest itself does not name pkg-config because
        // SwiftPM warns on the -D_REENTRANT that sdl2.pc adds, and the headers are found in
        // the default include path through <SDL2/...>.
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2"),
        // Fontconfig (apt: libfontconfig-dev): fonts by name and glyph fallback (Rendering/FontConfig.swift).
        .systemLibrary(name: "CFontconfig", path: "Sources/CFontconfig"),
        // The default font and theme, embedded in the binary (assembler `.incbin`, resources.S)
        // so that a copied executable needs no resource folder beside it.
        .target(name: "CTactileResources", path: "Sources/CTactileResources", cSettings: [.headerSearchPath(".")]),
        // The graphics layer: Geometry, Support, Platform, Rendering. It names nothing of the
        // layers above (the compiler checks); Tactile re-exports it (Sources/Tactile/Exports.swift).
        .target(
            name: "TactileGraphics",
            dependencies: ["CSDL2", "CTactileResources", "CFontconfig"],
            swiftSettings: strict
        ),
        // The core (Styling, Views, Gestures, Animation, Layout, Graphics, Accessibility) and the
        // kit (Controls, Text, Scrolling, ViewControllers, AttributedText, Menus): each names
        // nothing above it (the compiler checks); what the layers above use of their internals
        // is `package`. Tactile (Immediate, AccessibilityServices, App) re-exports both
        // (Sources/Tactile/Exports.swift), so apps write only `import Tactile`.
        .target(name: "TactileCore", dependencies: ["TactileGraphics", "CTactileResources"], swiftSettings: strict),
        .target(name: "TactileKit", dependencies: ["TactileCore"], swiftSettings: strict),
        .target(
            name: "Tactile",
            dependencies: ["TactileKit", "TactileCore", "TactileGraphics", "CSDL2", "CTactileResources"],
            swiftSettings: strict
        ),
        // Previews (Preview, PreviewProvider, PreviewCatalog) and Tactile's own components'
        // previews: for the previews tool, the gallery and the tests, not shipped in Tactile.
        .target(name: "TactilePreviews", dependencies: ["Tactile"], swiftSettings: strict),
        .target(
            name: "TactileTesting",
            dependencies: [
                "Tactile",
                "TactilePreviews",
                "CSDL2",
            ] + snapshotTesting,
            swiftSettings: strict
        ),
        // The app runner every app can use: shared command line (an ArgumentParser option
        // group apps embed in their own command), configuration, headless runs.
        .target(name: "TactileApp", dependencies: ["Tactile", .product(name: "ArgumentParser", package: "swift-argument-parser")],
                swiftSettings: strict),
        .target(
            name: "SampleSupport",
            dependencies: ["Tactile", "TactileApp", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Samples/SampleSupport",
            swiftSettings: strict
        ),
        .executableTarget(name: "Gallery", dependencies: ["Tactile", "SampleSupport", "TactilePreviews"], path: "Samples/Gallery", exclude: ["tour.script"], swiftSettings: strict),
        .executableTarget(name: "Hello", dependencies: ["Tactile"], path: "Samples/Hello", swiftSettings: strict),
        .executableTarget(name: "TapGame", dependencies: ["Tactile", "SampleSupport"], path: "Samples/TapGame", exclude: ["play.script"], swiftSettings: strict),
        .executableTarget(name: "Kiosk", dependencies: ["Tactile", "SampleSupport"], path: "Samples/Kiosk",
                         exclude: ["tour.script", "tour-portrait.script", "tactile.example.json"], swiftSettings: strict),
        .executableTarget(name: "Previews", dependencies: ["Tactile", "TactileTesting", "SampleSupport", "TactilePreviews"], path: "Samples/Previews", swiftSettings: strict),
        // Two UIKit screens ported by tactile-port plus hand fixes (Samples/Ported/PORTING.md).
        .executableTarget(name: "Ported", dependencies: ["Tactile", "SampleSupport"], path: "Samples/Ported", exclude: ["PORTING.md", "tour.script"], swiftSettings: strict),
        .executableTarget(name: "Bench", dependencies: ["Tactile", "CSDL2", "SampleSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")], path: "Samples/Bench", swiftSettings: strict),
        .testTarget(name: "TactileTests", dependencies: ["Tactile", "TactileGraphics", "TactileCore", "TactileKit", "TactileTesting", "TactileApp", "TactilePreviews",
                                                    .product(name: "ArgumentParser", package: "swift-argument-parser")],
                    exclude: ["Snapshots/__Snapshots__", "ViewControllers/__Snapshots__", "Transforms/__Snapshots__", "Graphics/__Snapshots__"], swiftSettings: strict),
        // The samples' screens under the accessibility audit and the screen reader (executable
        // targets, imported with @testable).
        .testTarget(name: "SampleTests", dependencies: ["Kiosk", "Gallery", "Ported", "Ported2", "Tactile", "TactileCore", "TactileKit", "TactileTesting"],
                    exclude: ["__Snapshots__"], swiftSettings: strict),
        .testTarget(name: "TactileTestingTests", dependencies: ["Tactile", "TactileCore", "TactileKit", "TactileTesting", "TactilePreviews"],
                    exclude: ["__Snapshots__"], swiftSettings: strict),
        // A photo grid and a review form ported the same way (Samples/Ported2/PORTING.md; the iOS originals in ios/).
        .executableTarget(name: "Ported2", dependencies: ["Tactile", "SampleSupport"], path: "Samples/Ported2",
                         exclude: ["PORTING.md", "tour.script", "ios"], swiftSettings: strict),
    ],
    cLanguageStandard: .c2x
)
