import CommandLineKit

/// Makes random argument vectors for a program from its declarations, for tests that check the
/// program never crashes and always ends with exit code 0, 1 or 2.
///
/// Most vectors start with a real command path and mix declared options (`--name value`,
/// `--name=value`, short names), allowed values, near misses of declared names, `--`, help
/// requests and hostile words (empty, control characters, unicode, very long).
///
/// ```swift
/// var random = SeededRandomNumberGenerator(seed: 42)
/// let vectors = ArgumentVectorGenerator(program)
/// for _ in 0..<500 {
///   let words = vectors.vector(using: &random)
///   // run the program with `words` and check its exit code
/// }
/// ```
public struct ArgumentVectorGenerator: Sendable {
  /// Command paths below the program, `["cart", "add"]`, with the built-in ones.
  private let paths: [[String]]
  /// Every word the declarations know: names, option spellings, allowed values.
  private let vocabulary: [String]
  /// Option spellings that take a value, each with its allowed values (empty: any text).
  private let valueOptions: [(spelling: String, values: [String])]

  /// Reads the words to draw from out of the program's declarations.
  /// - Parameter program: The program to feed.
  public init<Action>(_ program: CommandLineProgram<Action>) {
    var paths: [[String]] = [[], ["help"], ["completions"], ["completions", "bash"]]
    var vocabulary = ["help", "completions", "bash", "zsh", "--help", "-h", "--"]
    var valueOptions: [(String, [String])] = []
    func visit(_ command: Command<Action>, path: [String]) {
      for parameter in command.parameters.map(\.declaration) {
        vocabulary += parameter.allowedValues
        vocabulary += parameter.spellings
        if parameter.role == .option {
          valueOptions += parameter.spellings.map { ($0, parameter.allowedValues) }
        }
      }
      for subcommand in command.subcommands {
        paths.append(path + [subcommand.name])
        vocabulary.append(subcommand.name)
        visit(subcommand, path: path + [subcommand.name])
      }
    }
    visit(program.root, path: [])
    self.paths = paths
    self.vocabulary = vocabulary
    self.valueOptions = valueOptions
  }

  /// Words no declaration expects: empty, dashes, numbers, quotes, unicode, control
  /// characters, a very long word.
  public static let hostileWords = [
    "", " ", "-", "--", "---", "-1", "-0.5", "=", "--=", "--=x", "-=", "'", "\"", "\\", "*",
    "$(true)", "a b", "line\nbreak", "tab\there", "\u{0}", "\u{7F}", "é", "e\u{301}", "💥",
    "مرحبا", "--ü", "-ü", String(repeating: "x", count: 2_000), "%s%n", "0", "99999999999999999999",
  ]

  /// One random argument vector of zero to about a dozen words.
  /// - Parameter random: The source of randomness; seed it to replay a failure.
  public func vector(using random: inout some RandomNumberGenerator) -> [String] {
    var words: [String] = []
    if Int.random(in: 0..<10, using: &random) < 7 {
      words += paths.randomElement(using: &random) ?? []
    }
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      words += pieces(using: &random)
    }
    if Int.random(in: 0..<4, using: &random) == 0 {
      words.shuffle(using: &random)
    }
    return words
  }

  /// One to three words: an option with a value, a declared word, a near miss or a hostile one.
  private func pieces(using random: inout some RandomNumberGenerator) -> [String] {
    switch Int.random(in: 0..<10, using: &random) {
    case 0...2:
      guard let option = valueOptions.randomElement(using: &random) else { return [] }
      let value = option.values.randomElement(using: &random) ?? anyWord(using: &random)
      if option.spelling.hasPrefix("--"), Bool.random(using: &random) {
        return ["\(option.spelling)=\(value)"]
      }
      return Int.random(in: 0..<8, using: &random) == 0
        ? [option.spelling] : [option.spelling, value]
    case 3...5:
      return [vocabulary.randomElement(using: &random) ?? ""]
    case 6...7:
      return [nearMiss(of: vocabulary.randomElement(using: &random) ?? "", using: &random)]
    default:
      return [Self.hostileWords.randomElement(using: &random) ?? ""]
    }
  }

  private func anyWord(using random: inout some RandomNumberGenerator) -> String {
    Bool.random(using: &random)
      ? (vocabulary.randomElement(using: &random) ?? "")
      : (Self.hostileWords.randomElement(using: &random) ?? "")
  }

  /// The word with one character dropped, doubled, swapped with its neighbour or replaced.
  private func nearMiss(of word: String, using random: inout some RandomNumberGenerator) -> String {
    var characters = Array(word)
    guard characters.count > 1 else { return word + "x" }
    let index = Int.random(in: 0..<(characters.count - 1), using: &random)
    switch Int.random(in: 0..<4, using: &random) {
    case 0: characters.remove(at: index)
    case 1: characters.insert(characters[index], at: index)
    case 2: characters.swapAt(index, index + 1)
    default: characters[index] = "q"
    }
    return String(characters)
  }
}
