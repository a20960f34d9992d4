// Tests of the Orders feature; being written.
