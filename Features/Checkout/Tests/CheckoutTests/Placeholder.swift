// Tests of the Checkout feature; being written.
