import Foundation

/// The test counts, times and failures of each test module, read from the xUnit files that
/// `swift test --xunit-output` writes (one for XCTest, one for Swift Testing).
///
/// A test case's `classname` starts with its module, `CatalogTests.SearchTests`, which is how
/// one run of many test targets is split back into packages.
struct XUnitResults: Sendable, Equatable {
  /// Passed and failed tests, by test module.
  private(set) var counts: [String: TestSummary] = [:]
  /// Seconds spent in the tests, by test module.
  private(set) var seconds: [String: Double] = [:]
  /// One line per failed test, `SearchTests/findsMugs(): Expectation failed: ...`, by module.
  private(set) var failures: [String: [String]] = [:]
  /// Each test's passes and failures, by ``TestName``.
  private(set) var tests: [String: TestTally] = [:]

  init() {}

  /// The results in the xUnit files of `folder`, where one `swift test --xunit-output` wrote.
  init(folder: URL) {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for file in files.sorted() where file.hasSuffix(".xml") {
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path)
      add(xml: String(decoding: data ?? Data(), as: UTF8.self))
    }
  }

  /// The counts of every module together.
  var total: TestSummary {
    counts.values.reduce(TestSummary(passed: 0, failed: 0)) {
      TestSummary(passed: $0.passed + $1.passed, failed: $0.failed + $1.failed)
    }
  }

  /// Adds the test cases of one xUnit document; a skipped test counts as neither passed nor
  /// failed.
  mutating func add(xml: String) {
    var rest = Substring(xml)
    while let start = rest.range(of: "<testcase") {
      rest = rest[start.upperBound...]
      guard let tagEnd = rest.firstIndex(of: ">") else { break }
      let attributes = rest[..<tagEnd]
      var body: Substring = ""
      if attributes.last != "/" {
        let close = rest.range(of: "</testcase>")?.lowerBound ?? rest.endIndex
        body = rest[tagEnd..<close]
      }
      let className = Self.value(of: "classname", in: attributes)
      let module = String(className.prefix { $0 != "." })
      seconds[module, default: 0] += Double(Self.value(of: "time", in: attributes)) ?? 0
      if body.contains("<skipped") { continue }
      var summary = counts[module] ?? TestSummary(passed: 0, failed: 0)
      let name = TestName.fromXUnit(
        className: className, name: Self.value(of: "name", in: attributes))
      if let failure = body.range(of: "<failure") ?? body.range(of: "<error") {
        summary.failed += 1
        tests[name, default: TestTally()].failed += 1
        let suite = className.dropFirst(module.count + 1)
        let test = (suite.isEmpty ? "" : suite + "/") + Self.value(of: "name", in: attributes)
        let message = Self.value(of: "message", in: body[failure.upperBound...])
        failures[module, default: []].append(message.isEmpty ? test : "\(test): \(message)")
      } else {
        summary.passed += 1
        tests[name, default: TestTally()].passed += 1
      }
      counts[module] = summary
    }
  }

  var isEmpty: Bool { counts.isEmpty }

  /// The value of `name="..."` in a tag's attributes with XML's escapes undone; empty when the
  /// attribute is missing.
  private static func value(of name: String, in attributes: Substring) -> String {
    guard let start = attributes.range(of: " \(name)=\"") else { return "" }
    let raw = attributes[start.upperBound...].prefix { $0 != "\"" }
    return unescaped(raw)
  }

  /// The text with `&lt;`, `&amp;`, `&#8594;` and the like replaced by their characters.
  private static func unescaped(_ text: Substring) -> String {
    let named = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
    var result = ""
    var rest = text
    while let ampersand = rest.firstIndex(of: "&"),
      let semicolon = rest[ampersand...].firstIndex(of: ";")
    {
      let entity = rest[rest.index(after: ampersand)..<semicolon]
      let code =
        entity.hasPrefix("#x")
        ? UInt32(entity.dropFirst(2), radix: 16)
        : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
      result += rest[..<ampersand]
      result +=
        named[String(entity)] ?? code.flatMap(Unicode.Scalar.init).map { String($0) }
        ?? String(rest[ampersand...semicolon])
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }
}

struct TestSummary: Sendable, Equatable {
  var passed: Int
  var failed: Int
}
