// Fixtures and test dependencies of the Orders feature; being written.
