import Foundation

/// The generated graph block of a README, between `<!-- mf graph begin -->` and
/// `<!-- mf graph end -->`.
enum ReadmeGraphBlock {
  static let begin = "<!-- mf graph begin -->"
  static let end = "<!-- mf graph end -->"

  /// The README text with the block replaced by `mermaid`, or an error when markers are missing.
  static func updating(_ readme: String, path: String, mermaid: String) throws -> String {
    guard let start = readme.range(of: begin),
      let stop = readme.range(of: end, range: start.upperBound..<readme.endIndex)
    else {
      throw ToolError.failure(
        "\(path) has no graph block; add the lines \(begin) and \(end) where the "
          + "diagram goes")
    }
    return readme[..<start.upperBound] + "\n```mermaid\n" + mermaid + "```\n"
      + readme[stop.lowerBound...]
  }
}
