// Tests of the Payments feature; being written.
