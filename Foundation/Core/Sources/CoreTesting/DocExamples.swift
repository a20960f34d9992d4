import Foundation
import Testing

/// The code examples of doc comments (the lines between `/// ```swift` and `/// ````) and of
/// Markdown files (between ```` ```swift ```` and ```` ``` ````), and a check that a file holds
/// each of them. A test compiles a package's examples and checks with this that the file it
/// compiles holds every one, so no doc comment shows code that does not build.
public enum DocExamples {
  /// One example and the file it is in.
  public struct Example {
    /// The name of the file it is in.
    public let file: String
    /// Its code lines, trimmed, without the lines that are only a comment.
    public let lines: [String]
  }

  /// Expects every example of a package's doc comments (under `Sources`) and README to be held
  /// by a Swift file of the calling test's folder, and at least as many examples as given, so a
  /// check that finds none fails too. Records an issue for each example no file holds.
  /// - Parameters:
  ///   - comments: The fewest examples the doc comments should have.
  ///   - readme: The fewest the README should have.
  ///   - filePath: The calling test's file, in `<package>/Tests/<module>/<folder>/`.
  public static func expectEveryOneCompiled(
    comments: Int, readme: Int, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    let package = folder.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let compiled = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "swift" }.map {
      try lines(of: String(contentsOf: $0, encoding: .utf8))
    }
    let inComments = try find(in: package.appendingPathComponent("Sources"))
    let inReadme = try find(inMarkdown: package.appendingPathComponent("README.md"))
    #expect(inComments.count >= comments, sourceLocation: sourceLocation)
    #expect(inReadme.count >= readme, sourceLocation: sourceLocation)
    for example in inComments + inReadme
    where !compiled.contains(where: { contains($0, example.lines) }) {
      Issue.record(
        "the example in \(example.file) (\(example.lines.first ?? "")) is not compiled",
        sourceLocation: sourceLocation)
    }
  }

  /// Every example in the doc comments of the Swift files under `folder`.
  public static func find(in folder: URL) throws -> [Example] {
    let files =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    var examples: [Example] = []
    for file in files.sorted(by: { $0.path < $1.path }) {
      let comments = try String(contentsOf: file, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false
      ).compactMap { line -> String? in
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("///") else { return nil }
        return String(text.dropFirst(3))
      }
      examples += self.examples(in: comments, file: file.lastPathComponent)
    }
    return examples
  }

  /// Every example of a Markdown file.
  public static func find(inMarkdown file: URL) throws -> [Example] {
    let lines = try String(contentsOf: file, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    return examples(in: lines, file: file.lastPathComponent)
  }

  /// The examples among lines of text: each from a line `` ```swift `` to the next `` ``` ``.
  private static func examples(in lines: [String], file: String) -> [Example] {
    var examples: [Example] = []
    var current: [String]?
    for line in lines {
      let content = line.trimmingCharacters(in: .whitespaces)
      if current == nil, content == "```swift" {
        current = []
      } else if let lines = current, content == "```" {
        examples.append(Example(file: file, lines: lines))
        current = nil
      } else if current != nil, !content.isEmpty, !content.hasPrefix("//") {
        current?.append(normalized(content))
      }
    }
    return examples
  }

  /// A file's lines, normalized, for ``contains(_:_:)``.
  public static func lines(of text: String) -> [String] {
    text.split(separator: "\n").map { normalized(String($0)) }
  }

  /// A line without its trailing comment, with runs of spaces made one.
  public static func normalized(_ line: String) -> String {
    let code = line.range(of: "  //").map { String(line[..<$0.lowerBound]) } ?? line
    return code.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  /// Whether `lines` holds each of `example`'s lines, in order.
  public static func contains(_ lines: [String], _ example: [String]) -> Bool {
    var remaining = example[...]
    for line in lines where line == remaining.first { remaining = remaining.dropFirst() }
    return remaining.isEmpty
  }
}
