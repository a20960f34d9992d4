import CommandLineKit
import CommandLineKitTesting
import Foundation
import Testing

@testable import ShopApp

/// The help text of every command, generated from the declarations, against files; record again
/// with `SHOP_RECORD_SNAPSHOTS=1` after an intended change and read the diff.
@Suite("The shop's help")
@MainActor
struct ShopHelpSnapshotTests {
  let snapshots = TextSnapshots(
    folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Snapshots"),
    recordingVariable: "SHOP_RECORD_SNAPSHOTS")

  @Test(
    "each command's help matches its snapshot",
    arguments: [
      [], ["search"], ["browse"], ["product"], ["sign-in"], ["sign-out"], ["whoami"], ["cart"],
      ["cart", "add"], ["cart", "set"], ["cart", "remove"], ["checkout"], ["orders"], ["debug"],
      ["debug", "tree"],
    ])
  func help(path: [String]) throws {
    let text = try #require(ShopCommandLine.program.helpText(for: path))
    let name = (["shop"] + path).joined(separator: "-") + ".help.txt"
    snapshots.expect(text, matches: name)
  }

  @Test("the completion scripts match their snapshots")
  func completions() {
    snapshots.expect(ShopCommandLine.program.completionScript(for: .bash), matches: "shop.bash")
    snapshots.expect(ShopCommandLine.program.completionScript(for: .zsh), matches: "shop.zsh")
  }
}
