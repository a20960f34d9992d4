import ArchitectureTesting

/// Lets other tasks run until `condition` holds, or ten seconds passed on a machine too busy to
/// get there sooner.
@MainActor
func yieldUntil(_ condition: () -> Bool) async {
  await waitUntil(condition)
}

/// Lets other tasks run for a while, to show that something does not happen.
@MainActor
func settle() async {
  await pause()
}
