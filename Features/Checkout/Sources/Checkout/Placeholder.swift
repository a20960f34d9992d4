// The Checkout feature; being written.
