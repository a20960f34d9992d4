import Testing

@testable import CommandLineKit

/// Which declared name a mistyped word is taken for, and when none is close enough.
@Suite("Near misses")
struct NearMissTests {
  static let commands = ["search", "browse", "cart", "checkout", "orders", "help", "completions"]

  static let rows: [(String, [String], String?)] = [
    ("serch", commands, "search"),  // a letter missing
    ("searchh", commands, "search"),  // a letter doubled
    ("chekcout", commands, "checkout"),  // two neighbours swapped and one missing
    ("crat", commands, "cart"),  // two neighbours swapped
    ("CART", commands, "cart"),  // case
    ("che", commands, "checkout"),  // the only command starting so
    ("c", commands, nil),  // too short to tell
    ("co", commands, nil),
    ("xyz", commands, nil),
    ("", commands, nil),
    ("--adress", ["--address", "--pay", "--help", "-h"], "--address"),
    ("-x", ["--address", "-C", "--help", "-h"], nil),  // one letter is never "close"
    ("--hlep", ["--address", "--help", "-h"], "--help"),
    ("ab", ["ab", "abc"], "ab"),  // an exact match wins
  ]

  @Test(arguments: rows)
  func theClosestCandidateIsSuggested(word: String, candidates: [String], expected: String?) {
    #expect(NearMiss.closest(to: word, among: candidates) == expected)
  }

  @Test func theDistanceCountsEditsAndSwaps() {
    func distance(_ a: String, _ b: String) -> Int {
      NearMiss.editDistance(Array(a), Array(b), limit: 10)
    }
    #expect(distance("kitten", "sitting") == 3)
    #expect(distance("ca", "ac") == 1)
    #expect(distance("", "abc") == 3)
    #expect(distance("same", "same") == 0)
    #expect(NearMiss.editDistance(Array("abcdef"), Array("uvwxyz"), limit: 2) == 3)
  }
}
