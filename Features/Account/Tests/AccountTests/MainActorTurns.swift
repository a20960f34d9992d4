import ArchitectureTesting
import Testing

/// Lets other tasks run until `condition` holds; records a test failure after ten seconds on a
/// machine too busy to get there sooner.
@MainActor
func yieldUntil(_ condition: () -> Bool) async {
  await waitUntil { condition() }
}

/// Lets other tasks run for a while, to show that something does not happen.
@MainActor
func settle() async {
  try? await Task.sleep(for: .milliseconds(20))
}
