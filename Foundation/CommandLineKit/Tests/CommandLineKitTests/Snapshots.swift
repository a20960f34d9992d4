import CommandLineKitTesting
import Foundation

extension TextSnapshots {
  /// The snapshots of this package, in `Tests/Snapshots`. After an intended change to the help
  /// or the scripts, record them again and read the diff:
  /// `COMMANDLINEKIT_RECORD_SNAPSHOTS=1 swift test --filter CommandLineKitTests`.
  static let commandLineKit = TextSnapshots(
    folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Snapshots"),
    recordingVariable: "COMMANDLINEKIT_RECORD_SNAPSHOTS")
}
