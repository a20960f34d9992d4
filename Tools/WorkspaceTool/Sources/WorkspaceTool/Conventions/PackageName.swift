/// A validated name for a new package: an UpperCamelCase Swift identifier that is free to use.
struct PackageName: Sendable, Equatable {
  let value: String

  private static let swiftKeywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
    "operator", "package", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "as", "any", "false", "is", "nil", "self",
    "super", "throws", "true", "try", "await", "async", "some", "each", "macro", "sending",
    "Any", "Self", "Type", "Protocol",
  ]

  private static let toolchainModules: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "FoundationNetworking", "FoundationXML", "Testing", "XCTest", "Dispatch", "Synchronization",
    "Glibc", "Darwin", "Musl", "Bionic", "WASILibc", "Android", "CRT", "WinSDK", "Observation",
    "Distributed", "RegexBuilder", "Cxx", "CxxStdlib", "PackageDescription", "PackagePlugin",
    "SwiftShims", "Combine", "SwiftUI", "UIKit", "AppKit", "ObjectiveC", "Builtin",
  ]

  /// What the conventions append to a name (`Interface`, `Testing`, `Example`, `Tests`): a name
  /// ending in one would read as a derived target.
  private static let reservedSuffixes =
    PackageKind.all.map(\.nameSuffix).filter { !$0.isEmpty }
    + TargetRole.allCases.map(\.suffix).filter { !$0.isEmpty }

  /// Checks the syntax of `raw`; a bad name is a failure that says what is wrong.
  init(_ raw: String) throws {
    func reject(_ reason: String) -> ToolError {
      .failure("\(raw.quoted) is not a valid package name: \(reason)")
    }
    guard !raw.isEmpty else { throw reject("it is empty") }
    guard raw.count <= 40 else { throw reject("it is longer than 40 characters") }
    if raw.contains(where: { "/\\.:~".contains($0) }) || raw.hasPrefix("-") {
      throw reject("it contains path characters; give a bare name such as Wishlist")
    }
    guard
      raw.unicodeScalars.allSatisfy({
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
      })
    else {
      throw reject("use only ASCII letters and digits, in UpperCamelCase, such as OrderHistory")
    }
    guard let first = raw.unicodeScalars.first, ("A"..."Z").contains(first) else {
      throw reject("it must start with an uppercase letter (UpperCamelCase), such as Wishlist")
    }
    let variable = Self.variableName(for: raw)
    if Self.swiftKeywords.contains(raw) || Self.swiftKeywords.contains(variable) {
      throw reject("it is a Swift keyword, or its variable name `\(variable)` would be one")
    }
    if variable == "none" {
      // `ui: .none` would be Optional's `none`, not the package: the feature would lose its UI.
      throw reject("its manifest member `.none` would read as Optional's `none`")
    }
    if Self.toolchainModules.contains(raw) {
      throw reject("it is the name of a toolchain module")
    }
    if let suffix = Self.reservedSuffixes.first(where: { raw.hasSuffix($0) }) {
      throw reject("names ending in \(suffix) are reserved for the targets mf derives from a name")
    }
    value = raw
  }

  static func isKeyword(_ word: String) -> Bool { swiftKeywords.contains(word) }

  var variableName: String { Self.variableName(for: value) }

  /// The lowerCamelCase variable name used in the workspace manifest: `URLShortener` gives
  /// `urlShortener`, `Wishlist` gives `wishlist`.
  static func variableName(for name: String) -> String {
    let upperRun = name.prefix(while: \.isUppercase).count
    let lowered = max(1, upperRun <= 1 || upperRun == name.count ? upperRun : upperRun - 1)
    return name.prefix(lowered).lowercased() + name.dropFirst(lowered)
  }

  /// The name as lowercase words joined by hyphens, as a board or a stored document is named:
  /// `OrderHistory` gives `order-history`, `URLShortener` gives `url-shortener`, `Wishlist`
  /// gives `wishlist`.
  static func hyphenatedName(for name: String) -> String {
    let characters = Array(name)
    var result = ""
    for (index, character) in characters.enumerated() {
      if index > 0, character.isUppercase {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        // A word starts after a lowercase letter or digit (`orderHistory`), or at the last
        // capital of a run that a lowercase letter follows (`URLShortener`).
        if !previous.isUppercase || next?.isLowercase == true {
          result += "-"
        }
      }
      result += character.lowercased()
    }
    return result
  }
}
