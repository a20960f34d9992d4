/// How mf names one test in its output, its records and the quarantine file:
/// `CartTests/StoredCartTests/addMerges`, the test module, its suites and the function without
/// its parameter list, the same whether read from xUnit, Swift Testing's event stream or the
/// sources. A parameterized test is one name for all its cases.
enum TestName {
  /// The name of the xUnit test case `classname="CartTests.StoredCartTests" name="addMerges()"`.
  static func fromXUnit(className: String, name: String) -> String {
    (className.split(separator: ".").map(String.init) + [function(name)])
      .joined(separator: "/")
  }

  /// The name of a Swift Testing test ID, `CartTests.StoredCartTests/addMerges()/File.swift:4:3`
  /// (the module, then suites and function by `/`, then where it is declared).
  static func fromEventStream(id: String) -> String {
    var parts = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if parts.count > 1, parts.last?.contains(".swift:") == true { parts.removeLast() }
    guard let first = parts.first else { return id }
    let head = first.split(separator: ".", maxSplits: 1).map(String.init)
    parts.replaceSubrange(0...0, with: head)
    if let last = parts.last { parts[parts.count - 1] = function(last) }
    return parts.joined(separator: "/")
  }

  /// The test module a name begins with.
  static func module(of name: String) -> String {
    String(name.prefix { $0 != "/" })
  }

  /// `addMerges` for `addMerges()` or `fakeCart(_:)`.
  private static func function(_ name: String) -> String {
    String(name.prefix { $0 != "(" })
  }
}
