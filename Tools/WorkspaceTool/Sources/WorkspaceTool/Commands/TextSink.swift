import Foundation

/// Where the tool writes its text: standard output and standard error, or a buffer in tests.
public protocol TextSink: Sendable {
  /// Writes the text as is; callers add the line breaks.
  func write(_ text: String)
}

/// Writes to one of the process's standard streams.
public struct StandardStream: TextSink {
  private let handle: FileHandle

  /// The standard output stream.
  public static let output = StandardStream(handle: .standardOutput)
  /// The standard error stream.
  public static let error = StandardStream(handle: .standardError)

  /// Writes the text to the stream.
  public func write(_ text: String) {
    handle.write(Data(text.utf8))
  }
}
