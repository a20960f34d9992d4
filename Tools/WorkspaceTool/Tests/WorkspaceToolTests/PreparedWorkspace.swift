import Foundation
import Synchronization

@testable import WorkspaceTool

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A workspace that takes mf commands to make, made once per test run and copied for each test
/// that starts from it: a copy costs a few file copies, where making it again would run the
/// commands (and the `swift format` and `git` they run) once more for every test.
///
/// The first test to ask makes it; the others wait for it. Each copy is a ``FixtureWorkspace``
/// of its own, with the git history, removed when its test ends; the prepared folder itself is
/// removed when the test process exits.
final class PreparedWorkspace: Sendable {
  private let make: @Sendable () throws -> FixtureWorkspace
  private let made = Mutex<Result<URL, any Error>?>(nil)

  /// - Parameter make: Makes the workspace; it runs once, for the first copy.
  init(_ make: @escaping @Sendable () throws -> FixtureWorkspace) {
    self.make = make
  }

  /// A fresh copy of the prepared workspace, git history included.
  func copy() throws -> FixtureWorkspace {
    let source = try made.withLock { made in
      if made == nil {
        made = Result {
          let workspace = try make()
          let kept = FileManager.default.temporaryDirectory
            .appendingPathComponent("mf-prepared-\(UUID().uuidString)")
          try FileManager.default.copyItem(at: workspace.root, to: kept)
          TestRunFolders.removeAtExit(kept)
          return kept
        }
      }
      return try made!.get()
    }
    let copy = try FixtureWorkspace()
    try FileManager.default.removeItem(at: copy.root)
    try FileManager.default.copyItem(at: source, to: copy.root)
    return copy
  }
}

/// Folders that live as long as the test run: removed when the test process exits.
enum TestRunFolders {
  private static let folders = Mutex<[URL]>([])
  private static let registration: Void = {
    atexit { TestRunFolders.removeAll() }
  }()

  /// Removes `folder` when the test process exits.
  static func removeAtExit(_ folder: URL) {
    _ = registration
    folders.withLock { $0.append(folder) }
  }

  private static func removeAll() {
    for folder in folders.withLock({ $0 }) {
      try? FileManager.default.removeItem(at: folder)
    }
  }
}
