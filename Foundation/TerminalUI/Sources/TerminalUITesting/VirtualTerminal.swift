import TerminalUI

/// A terminal for tests: a size in rows and columns, keys in, and the screen out as a person
/// would see it, made by interpreting the bytes the app writes (an ``EmulatedScreen``).
///
/// Keys go through the same ``KeyDecoder`` as a real terminal's and reach the app at once,
/// so after `press` the screen shows the key's effect. Each `press`, `type` of a character
/// and `send(bytes:)` is one batch of events, which the app handles before drawing once. A change that arrives later (state
/// changed by a task, redrawn through observation) is waited for with ``waitUntil(_:within:_:)``,
/// which wakes on each frame written.
///
/// ```swift
/// let terminal = VirtualTerminal(rows: 6, columns: 30)
/// let app = TerminalApp(device: terminal, navigation: ScreenStack(root: screen))
/// try app.start()
/// terminal.press(.down, .enter)
/// #expect(terminal.lines[2] == "> eggs")
/// try await terminal.waitUntil("eggs is done") { $0.text.contains("eggs (done)") }
/// ```
@MainActor
public final class VirtualTerminal: TerminalDevice {
  /// What the screen shows.
  public private(set) var screen: EmulatedScreen
  /// Whether an app has taken the terminal over.
  public private(set) var isOpen = false
  /// The frames written, one per `write`.
  public private(set) var framesWritten = 0
  /// The bytes written, over all frames.
  public private(set) var bytesWritten = 0
  /// The bytes of the last frame.
  public private(set) var lastFrame: [UInt8] = []
  /// How many times the app suspended itself (Ctrl-Z); each is resumed at once.
  public private(set) var suspensions = 0
  /// Whether frames may use colour; false plays a user who set `NO_COLOR`.
  public var isColorEnabled = true

  private var deliver: (@MainActor ([TerminalEvent]) -> Void)?
  private var queued: [[TerminalEvent]] = []
  private var decoder = KeyDecoder()
  private var waiters: [ScreenWaiter] = []

  /// A terminal showing a blank main screen.
  public init(rows: Int = 24, columns: Int = 80) {
    screen = EmulatedScreen(rows: rows, columns: columns)
  }

  /// The screen's size.
  public var size: TerminalSize { screen.size }
  /// The rows as text, without trailing spaces.
  public var lines: [String] { screen.lines }
  /// The rows as one text, without trailing empty rows.
  public var text: String { screen.text }
  /// Where the cursor shows; nil when hidden.
  public var cursor: Position? { screen.isCursorVisible ? screen.cursor : nil }

  // MARK: - TerminalDevice

  /// Takes the terminal over, as a real one is: the alternate screen, the cursor hidden.
  public func open(delivering deliver: @escaping @MainActor ([TerminalEvent]) -> Void) throws {
    guard !isOpen else { throw TerminalError.alreadyInUse }
    isOpen = true
    self.deliver = deliver
    screen.feed(ScreenModes.enter)
    guard !queued.isEmpty else { return }
    // Keys typed before the app started arrive once it runs, as a terminal's buffered input.
    Task { @MainActor [weak self] in self?.deliverQueued() }
  }

  /// Interprets a frame.
  public func write(_ bytes: [UInt8]) {
    screen.feed(bytes)
    framesWritten += 1
    bytesWritten += bytes.count
    lastFrame = bytes
    waiters = waiters.filter { !$0.resumeIfMet(by: self) }
  }

  /// Leaves the full screen and comes back at once, as a stop and `fg` would.
  public func suspend() {
    suspensions += 1
    screen.feed(ScreenModes.leave)
    screen.feed(ScreenModes.enter)
    send([.resumed])
  }

  /// Gives the screen back: the main screen as it was, the cursor shown.
  public func close() {
    guard isOpen else { return }
    screen.feed(ScreenModes.leave)
    isOpen = false
    deliver = nil
  }

  // MARK: - Input

  /// Presses keys, one after the other; each reaches the app before the next.
  public func press(_ keys: Key...) {
    for key in keys { send(bytes: key.bytes) }
  }

  /// Types text, one key per character.
  public func type(_ text: String) {
    for character in text { send(bytes: Key.character(character).bytes) }
  }

  /// Sends bytes as one read of the terminal, then a pause: the app gets their keys as one
  /// batch, and an Esc at their end is the Esc key.
  public func send(bytes: [UInt8]) {
    send((decoder.decode(bytes) + decoder.flush()).map { .key($0) })
  }

  /// Resizes the window and tells the app.
  public func resize(rows: Int, columns: Int) {
    screen.resize(rows: rows, columns: columns)
    send([.resize(screen.size)])
  }

  /// Ends the input, as a hung-up terminal does.
  public func closeInput() {
    send([.inputClosed])
  }

  /// Writes to the main screen, as a shell does before the app starts.
  public func show(_ text: String) {
    screen.feed(Array(text.utf8))
  }

  private func send(_ events: [TerminalEvent]) {
    guard !events.isEmpty else { return }
    if let deliver, queued.isEmpty { deliver(events) } else { queued.append(events) }
  }

  private func deliverQueued() {
    while let deliver, !queued.isEmpty {
      deliver(queued.removeFirst())
    }
  }

  // MARK: - Waiting

  /// Waits until the screen meets a condition, checking after each frame written.
  /// - Parameters:
  ///   - description: What is waited for, for the error.
  ///   - limit: How long before giving up.
  ///   - condition: The condition.
  /// - Throws: ``ScreenWaitTimeout`` with the screen when the limit passed first.
  public func waitUntil(
    _ description: String, within limit: Duration = .seconds(10),
    _ condition: @escaping @MainActor (VirtualTerminal) -> Bool
  ) async throws {
    if condition(self) { return }
    try await withCheckedThrowingContinuation { continuation in
      let waiter = ScreenWaiter(condition: condition, continuation: continuation)
      waiters.append(waiter)
      Task { @MainActor [weak self] in
        try? await Task.sleep(for: limit)
        guard let self, waiter.isPending else { return }
        waiters.removeAll { $0 === waiter }
        waiter.fail(ScreenWaitTimeout(condition: description, limit: limit, screen: text))
      }
    }
  }
}
