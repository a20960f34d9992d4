/// An app's dependency solver as its developer wrote it, `final class <App>Dependencies`, read
/// for what it declares itself: the protocols it conforms to and its properties. mf never edits
/// it; what mf maintains of the solver lives in the app's ``AppComposition``.
struct SolverSource: Sendable {
  private let source: SwiftSource
  private let body: (keyword: Int, open: Int, close: Int)

  /// The solver of the app `app` in `workspace`: the first source file of its library, other
  /// than the file mf writes, that declares `class <App>Dependencies`.
  static func find(app: String, in workspace: Workspace) -> SolverSource? {
    swiftSources(
      in: PackageKind.app.targetPath(.source, for: app), root: workspace.root
    ).lazy.filter { !AppComposition.isGenerated($0.path, app: app) }.compactMap {
      SolverSource(text: $0.text, className: app + "Dependencies")
    }.first
  }

  /// Reads the solver `className` from `text`; nil when the text does not declare the class.
  init?(text: String, className: String) {
    let source = SwiftSource(text)
    guard let body = source.body(of: ["class"], named: className) else { return nil }
    self.source = source
    self.body = body
  }

  var conformances: [String] { source.inherited(body) }

  /// The instance properties, `let` or `var`, by name, with their types as written (nil when
  /// a property's type is inferred).
  var members: [String: String?] {
    let tokens = source.tokens
    let top = source.topLevel(inside: body.open, body.close)
    var result: [String: String?] = [:]
    for (position, index) in top.enumerated()
    where ["let", "var"].contains(tokens[index].text) && tokens[index].kind == .word
      && !(position > 0 && ["static", "class"].contains(tokens[top[position - 1]].text))
      && [.word, .escapedWord].contains(tokens[index + 1].kind)
    {
      let name = tokens[index + 1].text
      guard tokens[index + 2].text == ":" else {
        result[name] = .some(nil)
        continue
      }
      // The type runs to `=` or `{`, or to the end of its line.
      var last = index + 2
      var depth = 0
      for next in (index + 3)..<body.close {
        let token = tokens[next]
        if depth == 0, token.line != tokens[index].line || ["=", "{"].contains(token.text) {
          break
        }
        depth += SwiftSource.bracketChange(token)
        last = next
      }
      result[name] = last > index + 2 ? source.source((index + 3)...last) : nil
    }
    return result
  }
}

/// A service the app makes for a feature in the pattern `mf new feature` generates:
/// `let cartService: any CartService`, made as `cartService = StoredCart(storage: storage)`.
struct SolverService: Sendable, Equatable {
  var name: String
  var type: String
  /// What makes it, such as `StoredCart(storage: storage)`.
  var initializer: String
  var interface: String
}

/// The views an app hands a feature in the pattern `mf new feature` generates:
/// `var notesViews: any NotesViewFactory`, made in line mode as
/// `NotesLineViewFactory(console: console)` and full screen as
/// `NotesScreenFactory(navigation: shell)`, from the feature's terminal UI target; with the tab
/// and the command the app gives the feature.
struct SolverViews: Sendable, Equatable {
  /// The member the feature asks for: `notesViews`.
  var name: String
  var type: String
  /// Its property in the app's generated views: `notes`.
  var property: String
  /// What makes the line views: `NotesLineViewFactory(console: console)`.
  var lineViews: String
  /// What makes the screens in the app's shell: `NotesScreenFactory(navigation: shell)`.
  var screens: String
  /// The feature's tab title: `Notes`.
  var title: String
  /// The board identifier's variable when its board takes `.show` and `.add` (`notes`): the
  /// feature then gets a tab and a command; nil when mf does not know the board's input.
  var board: String?
  /// The command that reaches the feature: `notes`.
  var command: String
  /// The module that declares them: `NotesTerminalUI`.
  var module: String
}
