/// A question with a typed answer: what to ask, the hint of what may be typed, and how the
/// typed text becomes an answer or a clear message.
///
/// ```swift
/// let quantity = Question.number("How many?", in: 1...99, default: 1)
/// quantity.answer("")     // .success(1)
/// quantity.answer("120")  // .failure: "120 is out of range: type a whole number from 1 to 99."
/// ```
///
/// ``QuestionScreen`` asks one as a modal.
public struct Question<Answer: Sendable>: Sendable {
  /// Why the typed text is no answer, as a sentence for the user.
  public struct Rejection: Error, Equatable, Sendable {
    /// The sentence.
    public let message: String

    /// A rejection.
    public init(_ message: String) {
      self.message = message
    }
  }

  /// What is asked.
  public let prompt: String
  /// What may be typed, shown after the prompt: `[Y/n]`, `(1–99, Enter for 1)`.
  public let hint: String
  private let interpret: @Sendable (String) -> Result<Answer, Rejection>
  private let shortcut: @Sendable (Character) -> Answer?

  /// A question of your own.
  /// - Parameters:
  ///   - prompt: What is asked.
  ///   - hint: What may be typed.
  ///   - shortcut: The answer a single key gives at once, with nothing typed (`y` for yes).
  ///   - interpret: The answer for the typed text (trimmed of spaces), or why it is none.
  public init(
    _ prompt: String, hint: String = "",
    shortcut: @escaping @Sendable (Character) -> Answer? = { _ in nil },
    interpret: @escaping @Sendable (String) -> Result<Answer, Rejection>
  ) {
    self.prompt = prompt
    self.hint = hint
    self.shortcut = shortcut
    self.interpret = interpret
  }

  /// The answer for typed text.
  /// - Parameter input: What the user typed; spaces around it do not count.
  /// - Returns: The answer, or the message that says what to type.
  public func answer(_ input: String) -> Result<Answer, Rejection> {
    interpret(String(input.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()))
  }

  /// The answer a single key gives with nothing typed, if any.
  public func answer(shortcut key: Character) -> Answer? {
    shortcut(key)
  }
}

extension Question where Answer == Bool {
  /// A yes-or-no question: `y`, `yes`, `n` or `no` in any case; `y` or `n` alone answers at
  /// once; Enter with nothing typed gives the default, if there is one.
  /// - Parameters:
  ///   - prompt: What is asked.
  ///   - defaultAnswer: The answer for Enter alone; nil to insist on one.
  /// - Returns: The question.
  public static func yesOrNo(_ prompt: String, default defaultAnswer: Bool? = nil) -> Self {
    let hint =
      switch defaultAnswer {
      case true?: "[Y/n]"
      case false?: "[y/N]"
      case nil: "[y/n]"
      }
    return Question(
      prompt, hint: hint,
      shortcut: { ["y": true, "Y": true, "n": false, "N": false][$0] },
      interpret: { input in
        switch input.lowercased() {
        case "y", "yes": return .success(true)
        case "n", "no": return .success(false)
        case "":
          return defaultAnswer.map { .success($0) }
            ?? .failure(Rejection("Nothing typed: type y for yes or n for no."))
        default:
          return .failure(Rejection("“\(input)” is no answer: type y for yes or n for no."))
        }
      })
  }
}

extension Question where Answer == Int {
  /// A question for a whole number in a range; Enter with nothing typed gives the default,
  /// if there is one.
  /// - Parameters:
  ///   - prompt: What is asked.
  ///   - range: The numbers allowed.
  ///   - defaultAnswer: The answer for Enter alone; nil to insist on a number.
  /// - Returns: The question.
  public static func number(
    _ prompt: String, in range: ClosedRange<Int>, default defaultAnswer: Int? = nil
  ) -> Self {
    let bounds = "\(range.lowerBound)–\(range.upperBound)"
    let hint = defaultAnswer.map { "(\(bounds), Enter for \($0))" } ?? "(\(bounds))"
    let instruction = "type a whole number from \(range.lowerBound) to \(range.upperBound)."
    return Question(
      prompt, hint: hint,
      interpret: { input in
        if input.isEmpty {
          if let defaultAnswer { return .success(defaultAnswer) }
          return .failure(Rejection("Nothing typed: " + instruction))
        }
        guard let number = Int(input) else {
          return .failure(Rejection("“\(input)” is not a whole number: " + instruction))
        }
        guard range.contains(number) else {
          return .failure(Rejection("\(number) is out of range: " + instruction))
        }
        return .success(number)
      })
  }
}
