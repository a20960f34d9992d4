/// SwiftPM's build systems, as `swift build --build-system` names them.
enum BuildSystem: String, CaseIterable, Sendable {
  /// SwiftPM's own, the default up to Swift 6.3.
  case native
  /// Swift Build, the default from Swift 6.4.
  case swiftbuild
}
