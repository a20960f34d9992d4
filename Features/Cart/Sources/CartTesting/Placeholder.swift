// Fixtures and test dependencies of the Cart feature; being written.
