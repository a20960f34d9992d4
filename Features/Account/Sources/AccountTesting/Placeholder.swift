// Fixtures and test dependencies of the Account feature; being written.
