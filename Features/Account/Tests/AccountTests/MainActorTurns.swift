/// Lets other main-actor tasks run until `condition` holds, or a few thousand turns passed.
@MainActor
func yieldUntil(_ condition: () -> Bool) async {
  for _ in 0..<5_000 where !condition() {
    await Task.yield()
  }
}

/// Lets other main-actor tasks run for a while, to show that something does not happen.
@MainActor
func settle() async {
  for _ in 0..<200 {
    await Task.yield()
  }
}
