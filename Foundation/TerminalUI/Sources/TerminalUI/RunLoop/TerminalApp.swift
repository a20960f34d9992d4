import Observation

/// A full-screen app on the main actor: takes the terminal over, routes keys to the top screen
/// and then to the app's own keys, and redraws after each batch of events and whenever
/// observed state changes, until it quits; then gives the terminal back.
///
/// Keys go, in order, to: the fixed keys Ctrl-C (quit), Ctrl-Z (suspend) and Ctrl-L (redraw
/// everything); the top screen or modal; ``onUnhandledKey``, where the app binds its global
/// keys (`n` for the notes); and last `q`, which quits.
///
/// Frames are drawn inside `withObservationTracking`: a screen that reads an `@Observable`
/// model (its feature's view state) is redrawn when the model changes, on the main actor, with
/// nothing pushed by the feature. Only the cells that changed are written. Change observed
/// models on the main actor: observation reports a change before it is made, and the redraw
/// that follows on the main actor must see it done.
///
/// ```swift
/// let navigation = ScreenStack()
/// let app = TerminalApp(device: SystemTerminal(), navigation: navigation)
/// app.onUnhandledKey = { key in key == .character("n") ? openNotes() : .ignored }
/// try await app.run { _ in try startFirstFeature(presentingIn: navigation) }
/// ```
@MainActor
public final class TerminalApp {
  /// What the app draws: a window, or a shell with tabs.
  public let root: any ScreenRoot
  /// Gets the keys no screen used; return ``KeyHandling/handled`` for the keys the app binds.
  public var onUnhandledKey: (@MainActor (Key) -> KeyHandling)?
  /// Whether the app has the terminal.
  public private(set) var isRunning = false

  private let device: any TerminalDevice
  private var renderer = FrameRenderer()
  private var frameNumber = 0
  private var quitError: (any Error)?
  private var quitWaiter: CheckedContinuation<Void, Never>?

  /// An app.
  /// - Parameters:
  ///   - device: The terminal: a ``SystemTerminal``, or a virtual one in tests.
  ///   - root: What is drawn: a window, or an ``AppShell`` with tabs.
  public init(device: any TerminalDevice, root: any ScreenRoot) {
    self.device = device
    self.root = root
  }

  /// An app with one window and no tabs.
  /// - Parameters:
  ///   - device: The terminal: a ``SystemTerminal``, or a virtual one in tests.
  ///   - navigation: The window.
  public convenience init(device: any TerminalDevice, navigation: ScreenStack) {
    self.init(device: device, root: navigation)
  }

  /// Runs the app: takes the terminal, draws, runs `body` (which shows the first screen),
  /// handles events until ``quit(throwing:)`` (or Ctrl-C, `q`, the end of the input, or the
  /// task's cancellation), and gives the terminal back, whatever is thrown.
  /// - Parameter body: The app's start, run once the terminal is taken over.
  /// - Throws: What `body` throws, the error given to ``quit(throwing:)``, or the device's
  ///   error when the terminal cannot be taken over.
  public func run(_ body: @MainActor (TerminalApp) async throws -> Void = { _ in }) async throws {
    try start()
    defer { stop() }
    try await body(self)
    if isRunning {
      await withTaskCancellationHandler {
        await withCheckedContinuation { quitWaiter = $0 }
      } onCancel: {
        Task { @MainActor in self.quit() }
      }
    }
    if let quitError { throw quitError }
  }

  /// Takes the terminal over and draws the first frame: the start of ``run(_:)``, for a test
  /// that drives the app by hand.
  /// - Throws: The device's error when the terminal cannot be taken over.
  public func start() throws {
    guard !isRunning else { return }
    try device.open { [weak self] events in self?.handle(events) }
    isRunning = true
    quitError = nil
    renderer.invalidate()
    render()
  }

  /// Gives the terminal back at once, ending ``run(_:)``.
  /// - Parameter error: What `run` throws once the terminal is given back; nil to end
  ///   normally.
  public func quit(throwing error: (any Error)? = nil) {
    guard isRunning else { return }
    quitError = error
    stop()
  }

  /// Gives the terminal back, if the app has it.
  public func stop() {
    guard isRunning else { return }
    isRunning = false
    device.close()
    quitWaiter?.resume()
    quitWaiter = nil
  }

  /// Handles what arrived since the last batch, then draws once: a flood of keys costs one
  /// frame. A Ctrl-C quits at once, dropping the keys queued before it, as a terminal drops
  /// typed-ahead input on an interrupt.
  private func handle(_ events: [TerminalEvent]) {
    guard isRunning else { return }
    if events.contains(.key(.control("c"))) { return quit() }
    for event in events where isRunning {
      handle(event)
    }
    render()
  }

  private func handle(_ event: TerminalEvent) {
    switch event {
    case .key(let key): handle(key)
    case .resize, .resumed: renderer.invalidate()
    case .inputClosed: quit()
    }
  }

  private func handle(_ key: Key) {
    switch key {
    case .control("c"): return quit()
    case .control("z"): return device.suspend()
    case .control("l"): return renderer.invalidate()
    default: break
    }
    if root.handle(key) == .handled { return }
    if onUnhandledKey?(key) == .handled { return }
    if key.action == .quit { quit() }
  }

  /// Draws a frame and writes what changed. The drawing is tracked: when state it read
  /// changes, a redraw follows on the main actor, unless a frame was drawn in between.
  private func render() {
    guard isRunning else { return }
    frameNumber += 1
    let frame = frameNumber
    var canvas = Canvas(size: device.size)
    withObservationTracking {
      root.draw(in: &canvas)
    } onChange: { [weak self] in
      Task { @MainActor in self?.stateChanged(after: frame) }
    }
    renderer.isColorEnabled = device.isColorEnabled
    let bytes = renderer.render(canvas)
    if !bytes.isEmpty { device.write(bytes) }
  }

  private func stateChanged(after frame: Int) {
    if frame == frameNumber { render() }
  }
}
