// Tests of the Cart feature; being written.
