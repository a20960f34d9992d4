// The Cart feature; being written.
