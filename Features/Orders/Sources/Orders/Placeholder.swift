// The Orders feature; being written.
