// Fixtures and test dependencies of the Checkout feature; being written.
