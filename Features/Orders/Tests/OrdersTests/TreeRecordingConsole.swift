import Architecture
import Core
import TerminalUI

/// A console that records, each time a feature shows text, the text and the live flow tree at
/// that moment, so a test can see which flows were attached while the feature worked.
@MainActor
final class TreeRecordingConsole: Console {
  /// The tree to picture; set once the harness has launched it.
  weak var tree: FlowTree?
  /// Everything shown, oldest first.
  private(set) var transcript = ""
  /// The tree each time something was shown, oldest first; `nil` before the tree is set.
  private(set) var trees: [FlowSnapshot?] = []

  func show(_ text: String) {
    transcript += text
    trees.append(tree?.snapshot())
  }

  func ask(_ question: String) async -> String? { nil }
}
