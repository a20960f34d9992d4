// The Payments feature; being written.
