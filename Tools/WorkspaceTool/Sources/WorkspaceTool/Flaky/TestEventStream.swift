import Foundation

/// Each test's passes and failures in Swift Testing's event stream (`--event-stream-output-path`,
/// version 0: one JSON object a line), counted run by run: with `--repetitions`, the test
/// binary's xUnit file keeps one result per test, while the stream has every run.
///
/// A function's `testEnded` ends one run of it, which failed when an issue that is not a known
/// issue (`withKnownIssue`) was recorded for it since its `testStarted`. Suites are not tests.
enum TestEventStream {
  static func tallies(in text: String) -> [String: TestTally] {
    var functions: Set<String> = []
    var failing: Set<String> = []
    var tallies: [String: TestTally] = [:]
    let decoder = JSONDecoder()
    for line in text.split(separator: "\n") {
      guard let record = try? decoder.decode(Record.self, from: Data(line.utf8)) else { continue }
      let payload = record.payload
      if record.kind == "test", payload.kind == "function", let id = payload.id {
        functions.insert(id)
        continue
      }
      guard record.kind == "event", let id = payload.testID, functions.contains(id) else {
        continue
      }
      switch payload.kind {
      case "testStarted": failing.remove(id)
      case "issueRecorded" where payload.issue?.isKnown != true: failing.insert(id)
      case "testEnded":
        let name = TestName.fromEventStream(id: id)
        if failing.remove(id) != nil {
          tallies[name, default: TestTally()].failed += 1
        } else {
          tallies[name, default: TestTally()].passed += 1
        }
      default: break
      }
    }
    return tallies
  }

  private struct Record: Decodable {
    var kind: String
    var payload: Payload
  }

  private struct Payload: Decodable {
    var kind: String?
    var id: String?
    var testID: String?
    var issue: Issue?
  }

  private struct Issue: Decodable {
    var isKnown: Bool?
  }
}
