import Architecture
import ArchitectureTesting
import CoreTesting
import Foundation
import Testing

// The examples of the testing helpers, and the check that every example is compiled.

@Suite("The examples of the testing helpers")
@MainActor
struct TestingExamples {
  @Test("a harness launches modules as an app does; the waits wait for what they name")
  func harnessAndWaiting() async throws {
    let dependencies = AppDependencies()
    let navigation = RecordingNavigation()
    let harness = try BoardHarness(AppModules.make(dependencies), navigation: navigation)
    let recorder = Recorder<String>()
    harness.motherboard.route(.signIn, to: recorder) { recorder, user in recorder.record(user) }
    let activation = harness.motherboard.io(.notes).activate(["milk"])  // held: nobody signed in

    let run = Task { await harness.motherboard.io(.signIn).run(()) }
    await waitUntil("the user is asked") { navigation.top is SignInQuestion }
    (navigation.top as? SignInQuestion)?.context?.answer("ada")
    #expect(await waitForValue(of: run) == .finished)  // a board's completion
    #expect(await waitForDecision(of: activation) == .activated)  // held by a barrier
    let values = await recorder.waitForValues(count: 1)  // a recorder's count
    #expect(values == ["ada"])
    #expect(navigation.stack == ["notes"])
    let leaks = await harness.finish()  // shuts the tree down and finishes every leak check
    #expect(leaks.isEmpty)
  }

  @Test("the spies log lifecycle calls in order; a recorder records what a channel sends")
  func spies() {
    let log = LifecycleLog()
    let flow = Flow(context: SpyContext("notes", log: log), workers: [SpyWorker("sync", log: log)])
    flow.start()
    #expect(log.entries == ["notes.activate", "sync.start"])
    flow.end()
    #expect(log.entries == ["notes.activate", "sync.start", "sync.stop", "notes.deactivate"])

    let taps = Channel<Int>()
    let recorder = Recorder<Int>()
    recorder.record(from: taps)
    taps.send(2)
    #expect(recorder.values == [2])
  }

  @Test @MainActor func theNotesAreReleased() async {
    await expectNoLeaks { tree in
      tree.launch(NotesBuilder(views: SpyNotesViews()).build([]) { _ in }.flow)
    }
  }

  @Test("every example of the kit's doc comments and README is compiled in DocExamples")
  func everyExampleIsCompiled() throws {
    try DocExamples.expectEveryOneCompiled(comments: 30, readme: 12)
  }
}
