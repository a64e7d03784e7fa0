// swift-tools-version:6.0
// tactile-port: rewrites iOS (UIKit) Swift files into Tactile code. Its own package, so the
// main build and CI never compile swift-syntax: `swift run --package-path Tools/tactile-port
// tactile-port Screen.swift`.
import PackageDescription

let package = Package(
    name: "tactile-port",
    platforms: [.macOS(.v13)],
    products: [.executable(name: "tactile-port", targets: ["tactile-port"])],
    dependencies: [.package(url: "https://github.com/apple/swift-syntax", exact: "600.0.1")],
    targets: [
        .target(name: "TactilePort", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "tactile-port", dependencies: ["TactilePort"]),
        .testTarget(name: "TactilePortTests", dependencies: ["TactilePort"]),
    ]
)
