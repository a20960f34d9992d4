// Fixtures and test dependencies of the Payments feature; being written.
